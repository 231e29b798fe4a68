import * as yup from 'yup';

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

/** Values of the sign-in form. */
export type SignInValues = yup.InferType<ReturnType<typeof signInSchema>>;

/** Empty sign-in values. */
export const signInInitialValues: SignInValues = { email: '', password: '' };
