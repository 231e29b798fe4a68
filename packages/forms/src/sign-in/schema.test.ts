import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { signInSchema } from './schema.ts';
import { signInInitialValues } from './values.ts';

const messages = {
  emailInvalid: 'The input is not valid E-mail!',
  passwordRequired: 'Please input your Password!',
};
const schema = signInSchema(messages);

async function errorsOf(values: unknown): Promise<string[]> {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('signInSchema', () => {
  it('requires both fields with the spec messages', async () => {
    expect(await errorsOf(signInInitialValues)).toEqual([messages.emailInvalid, messages.passwordRequired]);
  });

  it('rejects a malformed e-mail with the same message', async () => {
    expect(await errorsOf({ email: 'asha.rao@', password: 'secret' })).toEqual([messages.emailInvalid]);
  });

  it('treats a blank e-mail as missing', async () => {
    expect(await errorsOf({ email: '   ', password: 'secret' })).toEqual([messages.emailInvalid]);
  });

  it('accepts valid values and trims the e-mail, but not the password', async () => {
    await expect(schema.validate({ email: ' asha.rao@example.com ', password: ' secret ' })).resolves.toEqual(
      {
        email: 'asha.rao@example.com',
        password: ' secret ',
      },
    );
  });

  it('starts empty', () => {
    expect(signInInitialValues).toEqual({ email: '', password: '' });
  });
});
