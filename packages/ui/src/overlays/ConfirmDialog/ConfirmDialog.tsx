import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '../../primitives/Alert/Alert';
import { Button } from '../../primitives/Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { overlayMessages } from '../messages';
import { ConfirmActions, ConfirmContent, Message } from './ConfirmDialog.styles';

/** Look of the confirm button: `'destructive'` uses the danger button (deleting, revoking). */
export type ConfirmDialogVariant = 'default' | 'destructive';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** Title, e.g. 'Warning' (access §2 'Account deletion'; `overlayMessages.accountDeletionTitle`). */
  title: ReactNode;
  /**
   * The question or warning, e.g. 'This will delete your account and all associated data!.'
   * (`overlayMessages.accountDeletionMessage`).
   */
  message: ReactNode;
  /** Confirm button text. Default 'OK' (`overlayMessages.confirm`). */
  confirmLabel?: ReactNode;
  /** Cancel button text. Default 'Cancel' (`overlayMessages.cancel`). */
  cancelLabel?: ReactNode;
  /**
   * Called by the confirm button. When it returns a promise the button shows a pending spinner,
   * Cancel and Escape are disabled, and the dialog closes when the promise resolves. When it rejects
   * the dialog stays open and shows the error (see `formatError`); the user may try again or cancel.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the dialog closes without confirming (Cancel, Escape). */
  onCancel?: () => void;
  /**
   * Text of a failed confirmation. Default: the error's `message` when it is a non-empty string,
   * else 'Something went wrong. Please try again.' (`overlayMessages.confirmFailed`). For account
   * deletion pass e.g. `() => intl.formatMessage(overlayMessages.accountDeletionFailed)` or the server message.
   */
  formatError?: (error: unknown) => ReactNode;
  /** `'destructive'` renders a danger confirm button and puts initial focus on Cancel. Default `'default'`. */
  variant?: ConfirmDialogVariant;
  /** Controlled open state (leave out inside a `DialogTrigger`). */
  isOpen?: boolean;
  /** Called when it opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Uncontrolled initial open state. */
  defaultOpen?: boolean;
  /** For layout only. */
  className?: string;
}

interface ConfirmBodyProps extends Pick<
  ConfirmDialogProps,
  'message' | 'confirmLabel' | 'cancelLabel' | 'onConfirm' | 'formatError' | 'variant'
> {
  close: () => void;
  onConfirmed: () => void;
  onPendingChange: (pending: boolean) => void;
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as PromiseLike<unknown>).then === 'function'
  );
}

function ConfirmBody({
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  formatError,
  variant,
  close,
  onConfirmed,
  onPendingChange,
}: ConfirmBodyProps) {
  const intl = useIntl();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<{ value: unknown } | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      onPendingChange(false);
    };
  }, [onPendingChange]);

  const confirm = async () => {
    setError(null);
    const result = onConfirm();
    if (!isPromiseLike(result)) {
      onConfirmed();
      close();
      return;
    }
    setPending(true);
    onPendingChange(true);
    try {
      await result;
      if (mounted.current) {
        onConfirmed();
        close();
      }
    } catch (caught) {
      if (mounted.current) setError({ value: caught });
    } finally {
      if (mounted.current) {
        setPending(false);
        onPendingChange(false);
      }
    }
  };

  const errorText = (value: unknown): ReactNode => {
    if (formatError) return formatError(value);
    if (value instanceof Error && value.message) return value.message;
    return intl.formatMessage(overlayMessages.confirmFailed);
  };

  const destructive = variant === 'destructive';
  return (
    <ConfirmContent>
      <Message>{message}</Message>
      {error && <Alert variant="error">{errorText(error.value)}</Alert>}
      <ConfirmActions>
        <Button
          variant={destructive ? 'secondary' : 'quiet'}
          isDisabled={isPending}
          autoFocus={destructive}
          onPress={close}
        >
          {cancelLabel ?? intl.formatMessage(overlayMessages.cancel)}
        </Button>
        <Button
          variant={destructive ? 'danger' : 'primary'}
          isPending={isPending}
          autoFocus={!destructive}
          onPress={confirm}
        >
          {confirmLabel ?? intl.formatMessage(overlayMessages.confirm)}
        </Button>
      </ConfirmActions>
    </ConfirmContent>
  );
}

/**
 * A confirmation (`role="alertdialog"`) built on {@link Dialog}: title, message, Cancel and a confirm
 * button. Escape cancels (except while pending); focus returns to the opener on close. An async
 * `onConfirm` shows a pending confirm button and keeps the dialog open with the error when it fails.
 *
 * Spec: access §2 'Account deletion': title 'Warning', message 'This will delete your account and
 * all associated data!.', danger variant; the texts are in `overlayMessages`.
 */
export function ConfirmDialog({
  title,
  isOpen,
  onOpenChange,
  defaultOpen,
  className,
  onCancel,
  ...body
}: ConfirmDialogProps) {
  const [isPending, setPending] = useState(false);
  const confirmed = useRef(false);
  return (
    <Dialog
      title={title}
      role="alertdialog"
      size="sm"
      isDismissable={!isPending}
      showCloseButton={false}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !confirmed.current) onCancel?.();
        confirmed.current = false;
        onOpenChange?.(open);
      }}
      defaultOpen={defaultOpen}
      className={className}
    >
      {({ close }) => (
        <ConfirmBody
          {...body}
          close={close}
          onConfirmed={() => {
            confirmed.current = true;
          }}
          onPendingChange={setPending}
        />
      )}
    </Dialog>
  );
}
