import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { signUpSchema } from './schema.ts';
import { signUpInitialValues, type SignUpValues } from './values.ts';

const messages = {
  nameRequired: 'Please input your Name!',
  emailInvalid: 'The input is not valid E-mail!',
  phoneRequired: 'Please input your phone number!',
  phoneInvalid: 'Please enter a valid phone number.',
  companyNameRequired: 'Please input your Company Name!',
  termsRequired: 'Please accept the Term & Condition',
  domainNotAllowed: (host: string) => `Email with domain ${host} is not allowed!`,
};

const valid: SignUpValues = {
  name: 'Asha Rao',
  email: 'asha.rao@example.com',
  phone: { countryCode: 'IN', dialCode: '+91', number: '9876543210' },
  companyName: 'Rao Services',
  companyEmail: 'office@raoservices.in',
  referredBy: '',
  terms: true,
};

async function errorsOf(values: unknown, providerDomain?: string): Promise<Record<string, string>> {
  try {
    await signUpSchema(messages, { providerDomain }).validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first error of each field, as Formik shows it.
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

describe('signUpSchema', () => {
  it('requires every field but the referral, with the spec messages', async () => {
    expect(await errorsOf(signUpInitialValues)).toEqual({
      name: messages.nameRequired,
      email: messages.emailInvalid,
      phone: messages.phoneRequired,
      companyName: messages.companyNameRequired,
      companyEmail: messages.emailInvalid,
      terms: messages.termsRequired,
    });
  });

  it('accepts valid values, trimming texts', async () => {
    const values = { ...valid, name: '  Asha Rao ', referredBy: ' Ravi Kumar ' };
    await expect(signUpSchema(messages).validate(values)).resolves.toEqual({
      ...valid,
      referredBy: 'Ravi Kumar',
    });
  });

  it('rejects malformed e-mails with the invalid e-mail message', async () => {
    expect(await errorsOf({ ...valid, email: 'asha@', companyEmail: 'office' })).toEqual({
      email: messages.emailInvalid,
      companyEmail: messages.emailInvalid,
    });
  });

  it("refuses both e-mails on the provider's own domain, sub-domains included", async () => {
    expect(
      await errorsOf(
        { ...valid, email: 'asha@Provider.Example', companyEmail: 'ops@mail.provider.example' },
        'provider.example',
      ),
    ).toEqual({
      email: 'Email with domain provider.example is not allowed!',
      companyEmail: 'Email with domain provider.example is not allowed!',
    });
    expect(await errorsOf(valid, 'provider.example')).toEqual({});
  });

  it('needs 10 digits for +91 and accepts other lengths for other dial codes', async () => {
    expect(await errorsOf({ ...valid, phone: { ...valid.phone, number: '98765' } })).toEqual({
      phone: messages.phoneInvalid,
    });
    expect(
      await errorsOf({ ...valid, phone: { countryCode: 'AE', dialCode: '+971', number: '501234567' } }),
    ).toEqual({});
  });

  it('reads the empty strings Formik hands over as undefined as empty', async () => {
    const { referredBy: _referral, ...withoutReferral } = valid;
    void _referral;
    expect(await errorsOf({ ...withoutReferral, phone: { countryCode: 'IN', dialCode: '+91' } })).toEqual({
      phone: messages.phoneRequired,
    });
  });

  it('requires the terms checkbox to be ticked', async () => {
    expect(await errorsOf({ ...valid, terms: false })).toEqual({ terms: messages.termsRequired });
  });
});
