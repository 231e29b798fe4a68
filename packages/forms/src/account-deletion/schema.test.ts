import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { accountDeletionLoginSchema } from './schema.ts';
import { accountDeletionLoginInitialValues } from './values.ts';

const messages = {
  emailInvalid: 'Please enter a valid email!',
  passwordRequired: 'Please enter your Password!',
};
const schema = accountDeletionLoginSchema(messages);

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('accountDeletionLoginSchema', () => {
  it('requires both fields with the spec messages', async () => {
    expect(await errorsOf(accountDeletionLoginInitialValues)).toEqual([
      messages.emailInvalid,
      messages.passwordRequired,
    ]);
  });

  it('refuses a malformed or blank e-mail with the same message', async () => {
    expect(await errorsOf({ email: 'asha@', password: 'x' })).toEqual([messages.emailInvalid]);
    expect(await errorsOf({ email: '   ', password: 'x' })).toEqual([messages.emailInvalid]);
  });

  it('trims the e-mail and keeps the password as typed', async () => {
    await expect(schema.validate({ email: ' asha@example.com ', password: ' pw ' })).resolves.toEqual({
      email: 'asha@example.com',
      password: ' pw ',
    });
  });
});
