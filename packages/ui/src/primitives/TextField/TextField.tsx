import type { FocusEvent, ReactNode, Ref } from 'react';
import { FieldHelp, FieldLabelWithMark } from './FieldParts';
import { FieldInput, StyledTextField } from './TextField.styles';

/** Input types a TextField supports (PasswordField handles 'password'). */
export type TextFieldType = 'text' | 'email' | 'tel' | 'url' | 'search' | 'password';

/** Virtual keyboard hint for touch devices. */
export type TextFieldInputMode = 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';

/** Props shared by {@link TextField} and `PasswordField`. */
export interface TextFieldProps {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /** Form field name (Formik's key). */
  name?: string;
  /** Controlled value. */
  value?: string;
  /** Called with the new value on every change. */
  onChange?: (value: string) => void;
  /** Called when the input loses focus (Formik marks the field touched). */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /**
   * Whether the value is invalid, decided by the form library (`validationBehavior="aria"`: the
   * browser never blocks submission). The error shows only when this and `errorMessage` are set.
   */
  isInvalid?: boolean;
  /** Error text shown under the input and linked through `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Help text shown under the label's input and linked through `aria-describedby`. */
  description?: ReactNode;
  /** Input type. Default `'text'`. */
  type?: TextFieldType;
  /** Browser autofill hint, e.g. 'email', 'username', 'tel-national'. */
  autoComplete?: string;
  /** Marks the input `aria-required` and shows a `*` after the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Virtual keyboard hint. */
  inputMode?: TextFieldInputMode;
  /** Text direction of the input. Use `'ltr'` for e-mail, phone, OTP and PAN inputs inside RTL pages. */
  dir?: 'ltr' | 'rtl' | 'auto';
  placeholder?: string;
  autoFocus?: boolean;
  /** Maximum number of characters. */
  maxLength?: number;
  /** Id of the input (default: generated). Error summaries link to it. */
  id?: string;
  /** Ids of more text describing the input, e.g. an error shown outside the field (space-separated). */
  'aria-describedby'?: string;
  /** Ref to the `<input>` element (e.g. to focus it from an error summary). */
  inputRef?: Ref<HTMLInputElement>;
  /** For layout only. */
  className?: string;
}

/**
 * A labelled single-line text input (react-aria `TextField`): Label, Input, description
 * (`Text slot="description"`) and `FieldError`. Validity comes from outside (`isInvalid`,
 * `errorMessage`), so Formik + Yup own validation (access-identity-onboarding §5).
 */
export function TextField({
  label,
  description,
  errorMessage,
  isInvalid = false,
  placeholder,
  dir,
  inputRef,
  className,
  ...fieldProps
}: TextFieldProps) {
  return (
    <StyledTextField {...fieldProps} isInvalid={isInvalid} validationBehavior="aria" className={className}>
      <FieldLabelWithMark label={label} isRequired={fieldProps.isRequired} />
      <FieldInput placeholder={placeholder} dir={dir} ref={inputRef} />
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledTextField>
  );
}
