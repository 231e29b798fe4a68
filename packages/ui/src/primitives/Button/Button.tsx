import { clearAnnouncer } from '@react-aria/live-announcer';
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
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

/** How long react-aria's live announcer keeps a message, in ms. */
const ANNOUNCEMENT_LIFETIME_MS = 7000;

/**
 * react-aria announces a focused button's pending state (when it starts and when it ends) through
 * its live announcer, with nodes that point at the button (`aria-labelledby`) and stay for 7 s. A
 * submit button often unmounts right after (the form succeeded and the page changed); the
 * announcements are then dropped with it, so the next page holds no reference to a button that is
 * gone (axe `role-img-alt`, WCAG 1.1.1).
 */
function useClearPendingAnnouncementOnUnmount(isPending: boolean) {
  const lastChange = useRef<number | null>(null);
  const previous = useRef(isPending);
  useEffect(() => {
    if (previous.current !== isPending) lastChange.current = Date.now();
    previous.current = isPending;
  }, [isPending]);
  useEffect(
    () => () => {
      const changedAt = lastChange.current;
      if (changedAt !== null && Date.now() - changedAt < ANNOUNCEMENT_LIFETIME_MS)
        clearAnnouncer('assertive');
    },
    [],
  );
}

/**
 * The design system's button (react-aria `Button`): handles press by mouse, touch and keyboard,
 * exposes `data-hovered` / `data-pressed` / `data-focus-visible` / `data-disabled` / `data-pending`
 * for styling. Default `type` is `'button'`; pass `type="submit"` in forms.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  isPending = false,
  children,
  ...rest
}: ButtonProps) {
  useClearPendingAnnouncementOnUnmount(isPending);
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
