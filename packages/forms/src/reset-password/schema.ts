import * as yup from 'yup';
import { RESET_PASSWORD_MIN_LENGTH, type ResetPasswordValues } from './values.ts';

/** Messages the reset-password schema shows, already translated. */
export interface ResetPasswordSchemaMessages {
  /** 'Please input Password!' (access §5 'Reset'). */
  passwordRequired: string;
  /** 'Please confirm the Password!' (access §5 'Reset'). */
  confirmRequired: string;
  /** Ours (the spec does not show the match check): 'The two passwords do not match.' */
  mismatch: string;
  /** Ours: 'Password must be at least 8 characters long.' */
  tooShort: string;
}

/**
 * Yup schema of the reset-password form: both passwords required (the spec's messages), the new one
 * at least {@link RESET_PASSWORD_MIN_LENGTH} characters, and the two equal (the server checks the
 * same). Passwords are not trimmed. Spec: access §5 'Reset'.
 */
export function resetPasswordSchema(messages: ResetPasswordSchemaMessages) {
  return yup.object({
    password1: yup
      .string()
      .required(messages.passwordRequired)
      .min(RESET_PASSWORD_MIN_LENGTH, messages.tooShort),
    password2: yup
      .string()
      .required(messages.confirmRequired)
      .test(
        'match',
        messages.mismatch,
        (value, context) => value === (context.parent as ResetPasswordValues).password1,
      ),
  });
}

/** The values the schema produces. */
export type ResetPasswordSchemaValues = yup.InferType<ReturnType<typeof resetPasswordSchema>>;

const sameShape: [ResetPasswordValues, ResetPasswordSchemaValues] extends [
  ResetPasswordSchemaValues,
  ResetPasswordValues,
]
  ? true
  : never = true;
void sameShape;
