export { ClientSignUpForm } from '../client-sign-up/ClientSignUpForm.tsx';
export type { ClientSignUpFormProps } from '../client-sign-up/ClientSignUpForm.tsx';
export { clientSignUpSchema } from '../client-sign-up/schema.ts';
export type { ClientSignUpSchemaMessages, ClientSignUpSchemaValues } from '../client-sign-up/schema.ts';
export { clientSignUpInitialValues } from '../client-sign-up/values.ts';
export type { ClientSignUpValues } from '../client-sign-up/values.ts';
export { clientSignUpMessages } from '../client-sign-up/messages.ts';
export { toTitleCase } from '../client-sign-up/titleCase.ts';
