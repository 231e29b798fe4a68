export { SignUpForm } from '../sign-up/SignUpForm.tsx';
export type { SignUpFormProps } from '../sign-up/SignUpForm.tsx';
export { signUpSchema } from '../sign-up/schema.ts';
export type { SignUpSchemaMessages, SignUpSchemaOptions, SignUpSchemaValues } from '../sign-up/schema.ts';
export { signUpInitialValues } from '../sign-up/values.ts';
export type { SignUpValues } from '../sign-up/values.ts';
export { signUpMessages } from '../sign-up/messages.ts';
