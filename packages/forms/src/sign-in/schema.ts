import * as yup from 'yup';
import type { SignInValues } from './values.ts';

/** Messages the sign-in schema shows, already translated. */
export interface SignInSchemaMessages {
  /** 'The input is not valid E-mail!' (access §5). */
  emailInvalid: string;
  /** 'Please input your Password!' (access §5). */
  passwordRequired: string;
}

/**
 * Yup schema of the sign-in form: e-mail required and valid, password required.
 * Spec: access §5 'Sign-in'.
 */
export function signInSchema(messages: SignInSchemaMessages) {
  return yup.object({
    email: yup.string().trim().required(messages.emailInvalid).email(messages.emailInvalid),
    password: yup.string().required(messages.passwordRequired),
  });
}

/** The values the schema produces; the form's values type is declared without Yup (values.ts). */
export type SignInSchemaValues = yup.InferType<ReturnType<typeof signInSchema>>;

// The declared values type and the schema's must stay the same shape.
const sameShape: [SignInValues, SignInSchemaValues] extends [SignInSchemaValues, SignInValues]
  ? true
  : never = true;
void sameShape;
