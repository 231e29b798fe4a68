import type { ReactNode } from 'react';
import { StyledText } from './Text.styles';

/** Text colour role: default (inherits), muted (secondary text) or danger (errors). */
export type TextTone = 'default' | 'muted' | 'danger';

/** Text size: sm 14px, md 16px, lg 18px. */
export type TextSize = 'sm' | 'md' | 'lg';

/** Props of {@link Text}. */
export interface TextProps {
  /** Element to render. Default `'p'`. */
  elementType?: 'p' | 'span' | 'div' | 'strong' | 'small';
  /** Colour role. Default `'default'`. */
  tone?: TextTone;
  /** Default `'md'`. */
  size?: TextSize;
  /** Default `'regular'`. */
  weight?: 'regular' | 'semibold';
  /** react-aria slot (e.g. `'description'` inside a field). */
  slot?: string;
  id?: string;
  children: ReactNode;
  /** For layout only. */
  className?: string;
}

/** Body text in the theme's colours and sizes (react-aria `Text`, so it can fill slots). */
export function Text({
  elementType = 'p',
  tone = 'default',
  size = 'md',
  weight = 'regular',
  children,
  ...rest
}: TextProps) {
  return (
    <StyledText {...rest} elementType={elementType} data-tone={tone} data-size={size} data-weight={weight}>
      {children}
    </StyledText>
  );
}
