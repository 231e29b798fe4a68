import { useState, type ClipboardEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { inputMessages } from '../../inputs/messages';
import { Button } from '../../primitives/Button/Button';
import { FieldHelp, FieldLabelWithMark } from '../../primitives/TextField/FieldParts';
import { FieldInput, StyledTextField } from '../../primitives/TextField/TextField.styles';
import { OtpRoot, ResendRow, ResendStatus } from './OtpField.styles';
import { useResendCountdown } from './useResendCountdown';

/** Props of {@link OtpField}. */
export interface OtpFieldProps {
  /** Visible label, e.g. 'OTP' or 'Passphrase'. */
  label: ReactNode;
  /** Form field name (Formik's key). */
  name?: string;
  /** Controlled code: digits only, at most `length` of them. */
  value?: string;
  /** Called with the digits on every change (typed, pasted or filled in by the browser). */
  onChange?: (value: string) => void;
  /** Called once the code has `length` digits (e.g. to verify it at once). */
  onComplete?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Number of digits. Default 6. */
  length?: number;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text under the code when `isInvalid`, e.g. 'Please enter the OTP!' (access §5). */
  errorMessage?: ReactNode;
  /** Help text linked through `aria-describedby`. */
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  /** Id of the input. */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;

  /** Shows the resend control; called when it is pressed (send the code again). */
  onResend?: () => void;
  /**
   * Seconds left before resending is allowed, when the countdown lives outside (e.g. a form that
   * owns `useResendCountdown` or gets the wait from its container). When set, the field runs no
   * timer of its own. When left out, the field counts `resendAfterSeconds` from mount and again
   * after each press of the resend control.
   */
  secondsLeft?: number;
  /** Length of the field's own wait in seconds (ignored with `secondsLeft`). Default 60 (access §9). */
  resendAfterSeconds?: number;
  /** Shows the resend control as busy while the new code is being sent. */
  isResendPending?: boolean;
  /** Text of the resend control. Default 'Resend OTP' (pass 'Resend Passphrase' for the passphrase login, access §2). */
  resendLabel?: string;
  /** Text while waiting. Default 'Resend OTP in {seconds}s'. */
  resendCountdownLabel?: (seconds: number) => string;
  /** Announced once (politely) when resending becomes possible. Default 'You can now resend the code.' */
  resendAvailableMessage?: string;
  /** For layout only. */
  className?: string;
}

/** Keeps the digits of `text`, at most `length` of them. */
function digitsOf(text: string, length: number): string {
  return text.replace(/\D/g, '').slice(0, length);
}

/**
 * A one-time code input (access §2 "Partner registration": "Generate OTP, enter code, Verify";
 * also the WhatsApp passphrase). One `<input>` with `inputMode="numeric"`,
 * `autoComplete="one-time-code"` (the phone offers the code from the SMS) and `dir="ltr"` (digits
 * stay in order in Arabic). It keeps digits only: a pasted "123 456" or "123-456" becomes "123456".
 *
 * With `onResend` it shows a resend control under the code, disabled while a countdown runs
 * ("Resend OTP in 59s"), enabled at 0. The countdown text is not a live region, so screen readers
 * are not told every second; a separate polite status gets text only when resending becomes
 * possible, so it is announced once. The countdown comes from `secondsLeft` (controlled) or from
 * the field's own {@link useResendCountdown} (`resendAfterSeconds`, default 60 s, restarted on
 * each press).
 */
export function OtpField({
  label,
  value,
  onChange,
  onComplete,
  length = 6,
  description,
  errorMessage,
  isInvalid = false,
  inputRef,
  className,
  onResend,
  secondsLeft: controlledSecondsLeft,
  resendAfterSeconds = 60,
  isResendPending = false,
  resendLabel,
  resendCountdownLabel,
  resendAvailableMessage,
  ...fieldProps
}: OtpFieldProps) {
  const intl = useIntl();
  const isControlled = controlledSecondsLeft !== undefined;
  const countdown = useResendCountdown({
    seconds: resendAfterSeconds,
    startOnMount: !isControlled && onResend !== undefined,
  });
  const secondsLeft = isControlled ? Math.max(0, Math.ceil(controlledSecondsLeft)) : countdown.secondsLeft;

  // Announce once, and only after a wait has run (not when the field appears with resend allowed).
  const [hasWaited, setHasWaited] = useState(false);
  if (secondsLeft > 0 && !hasWaited) setHasWaited(true);
  const announcement =
    hasWaited && secondsLeft === 0
      ? (resendAvailableMessage ?? intl.formatMessage(inputMessages.resendAvailable))
      : '';

  const commit = (next: string) => {
    if (next === value) return;
    onChange?.(next);
    if (next.length === length) onComplete?.(next);
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const input = event.currentTarget;
    event.preventDefault();
    const current = input.value;
    const start = input.selectionStart ?? current.length;
    const end = input.selectionEnd ?? current.length;
    commit(digitsOf(current.slice(0, start) + pasted + current.slice(end), length));
  };

  const resend = () => {
    onResend?.();
    if (!isControlled) countdown.restart();
  };

  const idleLabel = resendLabel ?? intl.formatMessage(inputMessages.resendOtp);
  const waitingLabel = resendCountdownLabel
    ? resendCountdownLabel(secondsLeft)
    : intl.formatMessage(inputMessages.resendOtpIn, { seconds: secondsLeft });

  return (
    <OtpRoot className={className}>
      <StyledTextField
        {...fieldProps}
        value={value}
        onChange={(next) => commit(digitsOf(next, length))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={length}
        isInvalid={isInvalid}
        validationBehavior="aria"
      >
        <FieldLabelWithMark label={label} isRequired={fieldProps.isRequired} />
        <FieldInput
          ref={inputRef}
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
          onPaste={paste}
          size={length + 2}
        />
        <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
      </StyledTextField>
      {onResend && (
        <ResendRow>
          <Button
            variant="quiet"
            size="sm"
            onPress={resend}
            isDisabled={secondsLeft > 0 || fieldProps.isDisabled}
            isPending={isResendPending}
          >
            {secondsLeft > 0 ? waitingLabel : idleLabel}
          </Button>
          <ResendStatus role="status">{announcement}</ResendStatus>
        </ResendRow>
      )}
    </OtpRoot>
  );
}
