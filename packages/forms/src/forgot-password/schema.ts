import * as yup from 'yup';
import { isEmail } from '@partner-portal/api/validation';
import type { ForgotPasswordValues } from './values.ts';

/** Messages the forgot-password schema shows, already translated. */
export interface ForgotPasswordSchemaMessages {
  /** 'The input is not valid E-mail!' (access §5). */
  emailInvalid: string;
}

/** Yup schema of the forgot-password form: the e-mail required and valid. Spec: access §2, §5. */
export function forgotPasswordSchema(messages: ForgotPasswordSchemaMessages) {
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(messages.emailInvalid)
      .test('email', messages.emailInvalid, (value) => value === undefined || isEmail(value)),
  });
}

/** The values the schema produces. */
export type ForgotPasswordSchemaValues = yup.InferType<ReturnType<typeof forgotPasswordSchema>>;

const sameShape: [ForgotPasswordValues, ForgotPasswordSchemaValues] extends [
  ForgotPasswordSchemaValues,
  ForgotPasswordValues,
]
  ? true
  : never = true;
void sameShape;
