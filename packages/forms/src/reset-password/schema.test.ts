import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { resetPasswordSchema } from './schema.ts';
import { resetPasswordInitialValues } from './values.ts';

const messages = {
  passwordRequired: 'Please input Password!',
  confirmRequired: 'Please confirm the Password!',
  mismatch: 'The two passwords do not match.',
  tooShort: 'Password must be at least 8 characters long.',
};
const schema = resetPasswordSchema(messages);

async function errorsOf(values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first error of each field, as Formik shows it.
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

describe('resetPasswordSchema', () => {
  it('requires both passwords with the spec messages', async () => {
    expect(await errorsOf(resetPasswordInitialValues)).toEqual({
      password1: messages.passwordRequired,
      password2: messages.confirmRequired,
    });
  });

  it('refuses a short password and two different passwords', async () => {
    expect(await errorsOf({ password1: 'short', password2: 'short' })).toEqual({
      password1: messages.tooShort,
    });
    expect(await errorsOf({ password1: 'long enough 1', password2: 'long enough 2' })).toEqual({
      password2: messages.mismatch,
    });
  });

  it('accepts two equal passwords exactly as typed (no trimming)', async () => {
    await expect(schema.validate({ password1: ' new secret ', password2: ' new secret ' })).resolves.toEqual({
      password1: ' new secret ',
      password2: ' new secret ',
    });
  });
});
