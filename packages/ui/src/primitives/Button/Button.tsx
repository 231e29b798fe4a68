import type { ReactNode, Ref } from 'react';
import type { ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner/Spinner';
import { ButtonLabel, PendingIndicator, StyledButton } from './Button.styles';

/** Visual emphasis of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'quiet';

/** Button heights: sm 32px, md 40px, lg 48px (all above the 24px target minimum of WCAG 2.5.8). */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}: react-aria's button props plus the look. */
export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  /** Emphasis. Default `'primary'`. */
  variant?: ButtonVariant;
  /** Height and padding. Default `'md'`. */
  size?: ButtonSize;
  /** Stretch to the container's inline size (e.g. a form's submit button on mobile). */
  fullWidth?: boolean;
  /**
   * Shows a spinner labelled 'Loading' over the label; the label stays (invisible) so the width
   * does not change. Presses are ignored but the button keeps focus; react-aria announces the change.
   */
  isPending?: boolean;
  /** Visible label (text and optional inline SVG icon). */
  children: ReactNode;
  /** For layout only. */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The design system's button (react-aria `Button`): handles press by mouse, touch and keyboard,
 * exposes `data-hovered` / `data-pressed` / `data-focus-visible` / `data-disabled` / `data-pending`
 * for styling. Default `type` is `'button'`; pass `type="submit"` in forms. Its pending
 * announcements outlive an unmount; the app's `LiveAnnouncerSweeper` (feedback entry) drops them.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isPending = false,
  children,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      isPending={isPending}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
    >
      <ButtonLabel>{children}</ButtonLabel>
      {isPending && (
        <PendingIndicator>
          <Spinner />
        </PendingIndicator>
      )}
    </StyledButton>
  );
}
