import type { ReactNode, Ref } from 'react';
import { StyledHeading } from './Heading.styles';

/** Heading level (`h1`–`h6`). */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Visual size: sm 16px, md 18px, lg 20px, xl 24px, 2xl 30px, 3xl 36px. */
export type HeadingSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '3xl';

const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: '2xl',
  2: 'xl',
  3: 'lg',
  4: 'md',
  5: 'sm',
  6: 'sm',
};

/** Props of {@link Heading}. */
export interface HeadingProps {
  /** Document outline level. Default 2. */
  level?: HeadingLevel;
  /** Visual size, independent of the level. Default from the level (1 → 2xl … 5-6 → sm). */
  size?: HeadingSize;
  /** Id (e.g. for `aria-labelledby`). */
  id?: string;
  /** Makes the heading focusable by script (`tabIndex={-1}`), e.g. to move focus to a wizard step title. */
  tabIndex?: -1;
  children: ReactNode;
  /** For layout only. */
  className?: string;
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A section heading (react-aria `Heading`, so it also fills `Heading` slots of dialogs and cards).
 * Choose `level` for the outline and `size` for the look.
 */
export function Heading({ level = 2, size, children, ...rest }: HeadingProps) {
  return (
    <StyledHeading {...rest} level={level} data-size={size ?? sizeForLevel[level]}>
      {children}
    </StyledHeading>
  );
}
