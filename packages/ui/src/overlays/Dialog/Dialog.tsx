import { useContext, type ReactNode, type Ref } from 'react';
import { OverlayTriggerStateContext, type DialogProps as AriaDialogProps } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { overlayMessages } from '../messages';
import {
  CloseButton,
  DialogActions,
  DialogBody,
  DialogHeader,
  DialogTitle,
  StyledDialog,
  StyledModal,
  StyledOverlay,
} from './Dialog.styles';

/** Widths of a dialog: sm 384px, md 512px, lg 768px (at 16px per rem), never wider than the viewport. */
export type DialogSize = 'sm' | 'md' | 'lg';

/** What a dialog's content and actions receive: `close()` closes the dialog (focus then returns). */
export interface DialogRenderProps {
  close: () => void;
}

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Title, rendered as the dialog's heading and its accessible name. */
  title: ReactNode;
  /** Body: content, or a function of `{ close }`. */
  children?: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /** Buttons at the end of the dialog (e.g. Cancel and a primary action), or a function of `{ close }`. */
  actions?: ReactNode | ((props: DialogRenderProps) => ReactNode);
  /**
   * `true` (default): Escape, a press outside and the 'Close' button close the dialog.
   * `false`: only the dialog's own actions close it (no close button; Escape and outside presses do nothing).
   */
  isDismissable?: boolean;
  /** Shows the 'Close' (×) button in the header. Default: same as `isDismissable`. */
  showCloseButton?: boolean;
  /** `'alertdialog'` for confirmations and warnings that interrupt the user. Default `'dialog'`. */
  role?: AriaDialogProps['role'];
  /** Maximum width. Default `'md'`. */
  size?: DialogSize;
  /**
   * Controlled open state. Leave out inside a `DialogTrigger` (the trigger opens it). Without a
   * trigger, focus returns to the element that had it before opening.
   */
  isOpen?: boolean;
  /**
   * Called when the dialog opens or closes (Escape, outside press, 'Close', `close()`), also inside
   * a `DialogTrigger`.
   */
  onOpenChange?: (isOpen: boolean) => void;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** For layout only (applied to the dialog element). */
  className?: string;
  ref?: Ref<HTMLElement>;
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

/**
 * A modal dialog (react-aria `ModalOverlay` + `Modal` + `Dialog`): a title (its accessible name), a
 * body and actions. Focus moves into the dialog and is trapped there; Escape closes a dismissable
 * dialog; on close focus returns to the element that opened it (the `DialogTrigger`'s button).
 * Background content is hidden from assistive technology and cannot scroll while it is open.
 *
 * Use inside react-aria's `DialogTrigger` (exported as `DialogTrigger`) with a `Button`, or control
 * it with `isOpen` / `onOpenChange`.
 */
export function Dialog({
  title,
  children,
  actions,
  isDismissable = true,
  showCloseButton = isDismissable,
  role = 'dialog',
  size = 'md',
  isOpen,
  onOpenChange,
  defaultOpen,
  className,
  ref,
}: DialogProps) {
  const intl = useIntl();
  // Inside a DialogTrigger, follow its state but still report changes through onOpenChange.
  const trigger = useContext(OverlayTriggerStateContext);
  const fromTrigger = trigger !== null && isOpen === undefined && defaultOpen === undefined;
  return (
    <StyledOverlay
      isOpen={fromTrigger ? trigger.isOpen : isOpen}
      onOpenChange={(open) => {
        if (fromTrigger) trigger.setOpen(open);
        onOpenChange?.(open);
      }}
      defaultOpen={defaultOpen}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <StyledModal data-size={size}>
        <StyledDialog role={role} className={className} ref={ref}>
          {({ close }) => (
            <>
              <DialogHeader>
                <DialogTitle slot="title">{title}</DialogTitle>
                {showCloseButton && (
                  <CloseButton aria-label={intl.formatMessage(overlayMessages.close)} onPress={close}>
                    <CloseIcon />
                  </CloseButton>
                )}
              </DialogHeader>
              {children !== undefined && (
                <DialogBody>{typeof children === 'function' ? children({ close }) : children}</DialogBody>
              )}
              {actions !== undefined && (
                <DialogActions>{typeof actions === 'function' ? actions({ close }) : actions}</DialogActions>
              )}
            </>
          )}
        </StyledDialog>
      </StyledModal>
    </StyledOverlay>
  );
}
