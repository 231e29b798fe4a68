export { ResetPasswordForm } from '../reset-password/ResetPasswordForm.tsx';
export type { ResetPasswordFormProps } from '../reset-password/ResetPasswordForm.tsx';
export { resetPasswordSchema } from '../reset-password/schema.ts';
export type { ResetPasswordSchemaMessages, ResetPasswordSchemaValues } from '../reset-password/schema.ts';
export { RESET_PASSWORD_MIN_LENGTH, resetPasswordInitialValues } from '../reset-password/values.ts';
export type { ResetPasswordValues } from '../reset-password/values.ts';
export { resetPasswordMessages } from '../reset-password/messages.ts';
