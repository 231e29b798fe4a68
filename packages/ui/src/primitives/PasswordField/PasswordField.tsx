import { useState } from 'react';
import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { FieldHelp, FieldLabelWithMark } from '../TextField/FieldParts';
import type { TextFieldProps } from '../TextField/TextField';
import { FieldInput, StyledTextField } from '../TextField/TextField.styles';
import { InputGroup, ToggleButton } from './PasswordField.styles';

/** Props of {@link PasswordField}: TextField's props without `type`, `inputMode` and `placeholder`'s text types. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode'> {
  /** Autofill hint: `'current-password'` (default, sign-in) or `'new-password'` (sign-up, reset). */
  autoComplete?: 'current-password' | 'new-password' | 'off';
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A password input with a show/hide toggle (a real button in the tab order after the input, named
 * 'Show password' / 'Hide password' through react-intl). Same field anatomy and outside validation
 * as `TextField` (access-identity-onboarding §2 "Sign-in", "Reset password").
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  isInvalid = false,
  placeholder,
  dir,
  inputRef,
  className,
  autoComplete = 'current-password',
  ...fieldProps
}: PasswordFieldProps) {
  const intl = useIntl();
  const [isVisible, setVisible] = useState(false);
  return (
    <StyledTextField
      {...fieldProps}
      type={isVisible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={fieldProps.isRequired} />
      <InputGroup>
        <FieldInput
          placeholder={placeholder}
          dir={dir}
          ref={inputRef}
          autoCapitalize="none"
          spellCheck={false}
        />
        <ToggleButton
          aria-label={intl.formatMessage(isVisible ? uiMessages.hidePassword : uiMessages.showPassword)}
          onPress={() => setVisible((visible) => !visible)}
          isDisabled={fieldProps.isDisabled}
        >
          <EyeIcon crossed={isVisible} />
        </ToggleButton>
      </InputGroup>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledTextField>
  );
}
