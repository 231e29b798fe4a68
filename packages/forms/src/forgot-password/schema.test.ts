import { describe, expect, it } from 'vitest';
import { forgotPasswordSchema } from './schema.ts';
import { forgotPasswordInitialValues } from './values.ts';

const schema = forgotPasswordSchema({ emailInvalid: 'The input is not valid E-mail!' });

describe('forgotPasswordSchema', () => {
  it('requires a valid e-mail with the spec message', async () => {
    await expect(schema.validate(forgotPasswordInitialValues)).rejects.toThrow(
      'The input is not valid E-mail!',
    );
    await expect(schema.validate({ email: 'asha@' })).rejects.toThrow('The input is not valid E-mail!');
  });

  it('trims a valid e-mail', async () => {
    await expect(schema.validate({ email: ' asha@example.com ' })).resolves.toEqual({
      email: 'asha@example.com',
    });
  });
});
