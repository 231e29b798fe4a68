import * as yup from 'yup';
import type { AccountDeletionLoginValues } from './values.ts';

/** Messages the account-deletion login schema shows, already translated. */
export interface AccountDeletionSchemaMessages {
  /** 'Please enter a valid email!' (access §5 'Account deletion'). */
  emailInvalid: string;
  /** 'Please enter your Password!' (access §5 'Account deletion'). */
  passwordRequired: string;
}

/**
 * Yup schema of the 'Login to Continue' form: e-mail required and valid, password required.
 * (The form-level 'Please enter your email and password!' is the screen's, shown after a submit
 * with either missing.) Spec: access §5 'Account deletion'.
 */
export function accountDeletionLoginSchema(messages: AccountDeletionSchemaMessages) {
  return yup.object({
    email: yup.string().trim().required(messages.emailInvalid).email(messages.emailInvalid),
    password: yup.string().required(messages.passwordRequired),
  });
}

/** The values the schema produces. */
export type AccountDeletionSchemaValues = yup.InferType<ReturnType<typeof accountDeletionLoginSchema>>;

// The declared values type and the schema's must stay the same shape.
const sameShape: [AccountDeletionLoginValues, AccountDeletionSchemaValues] extends [
  AccountDeletionSchemaValues,
  AccountDeletionLoginValues,
]
  ? true
  : never = true;
void sameShape;
