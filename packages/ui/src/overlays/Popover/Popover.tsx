import { useId, type ReactElement, type ReactNode } from 'react';
import { DialogTrigger, type PopoverProps as AriaPopoverProps } from 'react-aria-components';
import { Heading } from '../../primitives/Heading/Heading';
import { Arrow, StyledDialog, StyledPopover } from './Popover.styles';

/** Where the popover opens relative to its trigger (react-aria placements, logical start/end). */
export type PopoverPlacement = NonNullable<AriaPopoverProps['placement']>;

/** Props of {@link Popover}. */
export interface PopoverProps {
  /**
   * The element that opens the popover: a react-aria pressable, usually the design system's
   * `Button` or any react-aria `Button`. It gets `aria-expanded` and `aria-haspopup="dialog"`.
   */
  trigger: ReactElement;
  /** Visible heading (an `h2`, size sm) and the dialog's accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible `title`. */
  'aria-label'?: string;
  /** Content, or a function of `close` (e.g. to close after choosing an item). */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Default `'bottom'`; flips when there is no room. */
  placement?: PopoverPlacement;
  /** Controlled open state. */
  isOpen?: boolean;
  /** Initially open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when it opens or closes (Escape, a press outside, `close`). */
  onOpenChange?: (isOpen: boolean) => void;
  /** For layout only (applies to the popover panel). */
  className?: string;
}

/**
 * A non-modal dialog attached to a trigger with an arrow (react-aria `DialogTrigger` + `Popover`
 * + `OverlayArrow` + `Dialog`), e.g. the header's notification and message lists. The trigger
 * opens it with a press, Enter or Space; focus moves into the dialog; Escape or a press outside
 * closes it and focus returns to the trigger. Spec: operations §2 "Shell" (notification and
 * message popovers).
 */
export function Popover({
  trigger,
  title,
  'aria-label': ariaLabel,
  children,
  placement = 'bottom',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  const titleId = useId();
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger}
      <StyledPopover placement={placement} offset={10} className={className}>
        <Arrow>
          <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </Arrow>
        <StyledDialog
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : ariaLabel}
        >
          {({ close }) => (
            <>
              {title && (
                <Heading id={titleId} level={2} size="sm">
                  {title}
                </Heading>
              )}
              {typeof children === 'function' ? children(close) : children}
            </>
          )}
        </StyledDialog>
      </StyledPopover>
    </DialogTrigger>
  );
}
