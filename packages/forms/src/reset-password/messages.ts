import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const withValues = defineMessages<{ tooShort: { min: number } }>({
  tooShort: {
    id: 'forms.resetPassword.tooShort',
    defaultMessage: 'Password must be at least {min} characters long.',
  },
});

const plain = defineMessages({
  title: { id: 'forms.resetPassword.title', defaultMessage: 'Reset password' },
  password1: { id: 'forms.resetPassword.password1', defaultMessage: 'New Password' },
  password2: { id: 'forms.resetPassword.password2', defaultMessage: 'Confirm Password' },
  submit: { id: 'forms.resetPassword.submit', defaultMessage: 'Submit' },
  failed: { id: 'forms.resetPassword.failed', defaultMessage: 'Password reset failed' },
  signIn: { id: 'forms.resetPassword.signIn', defaultMessage: 'Back to Sign In' },
  passwordRequired: { id: 'forms.resetPassword.passwordRequired', defaultMessage: 'Please input Password!' },
  confirmRequired: {
    id: 'forms.resetPassword.confirmRequired',
    defaultMessage: 'Please confirm the Password!',
  },
  mismatch: { id: 'forms.resetPassword.mismatch', defaultMessage: 'The two passwords do not match.' },
  linkInvalid: {
    id: 'forms.resetPassword.linkInvalid',
    defaultMessage: 'This password reset link is invalid or has expired.',
  },
});

/** Type of {@link resetPasswordMessages} (written out so the d.ts build can name it). */
export type ResetPasswordMessagesType = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly tooShort: TypedMessageDescriptor<{ min: number }>;
};

/** Texts of the reset-password screen; the required messages are the spec's exact words (access §2, §5). */
export const resetPasswordMessages: ResetPasswordMessagesType = { ...plain, ...withValues };
