export { ForgotPasswordForm } from '../forgot-password/ForgotPasswordForm.tsx';
export type { ForgotPasswordFormProps } from '../forgot-password/ForgotPasswordForm.tsx';
export { forgotPasswordSchema } from '../forgot-password/schema.ts';
export type { ForgotPasswordSchemaMessages, ForgotPasswordSchemaValues } from '../forgot-password/schema.ts';
export { forgotPasswordInitialValues } from '../forgot-password/values.ts';
export type { ForgotPasswordValues } from '../forgot-password/values.ts';
export { forgotPasswordMessages } from '../forgot-password/messages.ts';
