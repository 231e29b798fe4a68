export { SignInForm } from '../sign-in/SignInForm.tsx';
export type { SignInFormProps } from '../sign-in/SignInForm.tsx';
export { signInSchema } from '../sign-in/schema.ts';
export type { SignInSchemaMessages, SignInSchemaValues } from '../sign-in/schema.ts';
export { signInInitialValues } from '../sign-in/values.ts';
export type { SignInValues } from '../sign-in/values.ts';
export { signInMessages } from '../sign-in/messages.ts';
