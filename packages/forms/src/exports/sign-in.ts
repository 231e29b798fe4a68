export { SignInForm } from '../sign-in/SignInForm.tsx';
export type { SignInFormProps } from '../sign-in/SignInForm.tsx';
export { signInInitialValues, signInSchema } from '../sign-in/schema.ts';
export type { SignInSchemaMessages, SignInValues } from '../sign-in/schema.ts';
export { signInMessages } from '../sign-in/messages.ts';
