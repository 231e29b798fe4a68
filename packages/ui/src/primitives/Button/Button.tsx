import { useEffect, type ReactNode, type Ref } from 'react';
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
 * react-aria adds the first announcement of a page 100 ms late (it waits for its live regions to be
 * in the DOM); a second sweep this long after unmount catches it, in ms.
 */
const LATE_ANNOUNCEMENT_SWEEP_MS = 250;

/** Removes react-aria announcements whose `aria-labelledby` names only elements that are gone. */
function dropOrphanAnnouncements() {
  // The late sweep may come after the page (or a test's DOM) is gone.
  if (typeof document === 'undefined') return;
  const nodes = document.querySelectorAll<HTMLElement>('[data-live-announcer] [role="img"][aria-labelledby]');
  for (const node of nodes) {
    const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (!ids.some((id) => document.getElementById(id))) node.remove();
  }
}

/**
 * react-aria announces a focused button's pending state (when it starts and when it ends) through
 * its live announcer, with nodes that point at the button (`aria-labelledby`) and stay for 7 s. A
 * submit button often unmounts right after (the form succeeded and the page changed); those
 * announcements are then dropped, now and once more after {@link LATE_ANNOUNCEMENT_SWEEP_MS}, so the
 * page holds no reference to a button that is gone (axe `role-img-alt`, WCAG 1.1.1).
 */
function useDropAnnouncementsOnUnmount() {
  useEffect(
    () => () => {
      dropOrphanAnnouncements();
      window.setTimeout(dropOrphanAnnouncements, LATE_ANNOUNCEMENT_SWEEP_MS);
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
  useDropAnnouncementsOnUnmount();
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
