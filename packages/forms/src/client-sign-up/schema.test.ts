import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { clientSignUpSchema } from './schema.ts';
import { clientSignUpInitialValues, type ClientSignUpValues } from './values.ts';

const messages = {
  fillThisField: 'Please fill this field!',
  emailInvalid: 'The input is not valid E-mail!',
  phoneRequired: 'Please input your phone number!',
  phoneInvalid: 'Please enter a valid phone number.',
  designationRequired: 'Please input your Designation!',
};
const schema = clientSignUpSchema(messages);

const valid: ClientSignUpValues = {
  clientName: 'Acme Retail',
  fullName: 'Meera Iyer',
  phone: { countryCode: 'IN', dialCode: '+91', number: '9123456780' },
  email: 'meera@acme.example',
  designation: 'Store Manager',
};

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

describe('clientSignUpSchema', () => {
  it('requires every field with the spec messages', async () => {
    expect(await errorsOf(clientSignUpInitialValues)).toEqual({
      clientName: messages.fillThisField,
      fullName: messages.fillThisField,
      phone: messages.phoneRequired,
      email: messages.fillThisField,
      designation: messages.designationRequired,
    });
  });

  it('treats blank text as missing', async () => {
    expect(await errorsOf({ ...valid, clientName: '  ', designation: ' ' })).toEqual({
      clientName: messages.fillThisField,
      designation: messages.designationRequired,
    });
  });

  it('rejects a malformed e-mail and a short Indian number', async () => {
    expect(
      await errorsOf({ ...valid, email: 'meera@acme', phone: { ...valid.phone, number: '912345' } }),
    ).toEqual({ email: messages.emailInvalid, phone: messages.phoneInvalid });
  });

  it('accepts valid values', async () => {
    await expect(schema.validate({ ...valid, email: ' meera@acme.example ' })).resolves.toEqual(valid);
  });
});
