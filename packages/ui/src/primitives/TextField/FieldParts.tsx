import type { ReactNode } from 'react';
import { FieldDescription, FieldErrorMessage, FieldLabel, RequiredMark } from './TextField.styles';

/** Label with a visual required mark (the input itself carries `aria-required`). */
export function FieldLabelWithMark({ label, isRequired }: { label: ReactNode; isRequired?: boolean }) {
  return (
    <FieldLabel>
      {label}
      {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </FieldLabel>
  );
}

/** Description and error, linked to the input through `aria-describedby` by react-aria. */
export function FieldHelp({
  description,
  errorMessage,
}: {
  description?: ReactNode;
  errorMessage?: ReactNode;
}) {
  return (
    <>
      {description && <FieldDescription slot="description">{description}</FieldDescription>}
      {errorMessage && (
        <FieldErrorMessage>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.5v4M8 11v.5" stroke="#fff" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
          <span>{errorMessage}</span>
        </FieldErrorMessage>
      )}
    </>
  );
}
