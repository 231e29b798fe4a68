import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import {
  additionalSchema,
  partnerRegistrationSchema,
  type PartnerRegistrationSchemaMessages,
} from './schema.ts';
import { partnerRegistrationInitialValues, type PartnerRegistrationValues } from './values.ts';

const messages: PartnerRegistrationSchemaMessages = {
  nameRequired: 'Please enter your name!',
  emailInvalid: 'The input is not valid E-mail!',
  phoneRequired: 'Please input your phone number!',
  phoneTooLong: 'Phone Number cannot exceed 10 digits for the selected country code!',
  phoneInvalid: 'Please enter a valid phone number.',
  whatsappRequired: 'Please enter your WhatsApp number!',
  whatsappInvalid: 'Enter a valid 10-digit number!',
  otpRequired: 'Please enter the OTP!',
  locationRequired: 'Please input company location!',
  requiredFields: 'Please fill out all required fields.',
  postalCodeInvalid: 'Please enter a valid 6-digit PIN code.',
  panInvalid: 'Please enter a valid Pan number!',
  aadhaarInvalid: 'Please enter a valid Aadhaar Card!',
};

const contact: PartnerRegistrationValues = {
  ...partnerRegistrationInitialValues,
  companyName: 'Kiran Field Services',
  companyEmail: 'office@kiran.example.com',
  companyPhone: '9123400000',
  fullName: 'Kiran Desai',
  email: 'kiran@kiran.example.com',
  phone: { countryCode: 'IN', dialCode: '+91', number: '9123400001' },
  whatsappNumber: '9123400001',
};

const none = { email: false, phone: false };

/** Every error message of `values` at `step`, by field. */
async function errors(
  values: Partial<PartnerRegistrationValues>,
  step: 'contact' | 'company' | 'additional',
  otp = { sent: none, verified: none },
): Promise<Record<string, string>> {
  try {
    await partnerRegistrationSchema(messages, step, otp).validate(
      { ...partnerRegistrationInitialValues, ...values },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    // The first message of each field, as Formik shows it (yupToFormErrors).
    const byField: Record<string, string> = {};
    for (const item of error.inner) byField[item.path ?? ''] ??= item.message;
    return byField;
  }
}

describe('partnerRegistrationSchema: contact', () => {
  it('accepts a complete contact step', async () => {
    expect(await errors(contact, 'contact')).toEqual({});
  });

  it('uses the spec messages for empty fields', async () => {
    expect(await errors({}, 'contact')).toEqual({
      companyName: 'Please enter your name!',
      fullName: 'Please enter your name!',
      companyEmail: 'The input is not valid E-mail!',
      email: 'The input is not valid E-mail!',
      companyPhone: 'Please input your phone number!',
      phone: 'Please input your phone number!',
      whatsappNumber: 'Please enter your WhatsApp number!',
    });
  });

  it('refuses more than 10 digits with +91 and allows longer numbers elsewhere', async () => {
    const long = { ...contact, phone: { countryCode: 'IN', dialCode: '+91', number: '91234000011' } };
    expect(await errors({ ...long, companyPhone: '91234000001' }, 'contact')).toEqual({
      phone: 'Phone Number cannot exceed 10 digits for the selected country code!',
      companyPhone: 'Phone Number cannot exceed 10 digits for the selected country code!',
    });
    const uk = { countryCode: 'GB', dialCode: '+44', number: '74000000001' };
    expect(await errors({ ...contact, phone: uk, companyPhone: '74000000002' }, 'contact')).toEqual({});
    expect(await errors({ ...contact, companyPhone: '91234' }, 'contact')).toEqual({
      companyPhone: 'Please enter a valid phone number.',
    });
  });

  it('checks the WhatsApp number and the e-mails', async () => {
    expect(await errors({ ...contact, whatsappNumber: '12345', email: 'kiran@' }, 'contact')).toEqual({
      whatsappNumber: 'Enter a valid 10-digit number!',
      email: 'The input is not valid E-mail!',
    });
  });

  it('asks for a code sent and not yet verified', async () => {
    const sent = { email: true, phone: true };
    expect(await errors(contact, 'contact', { sent, verified: { email: true, phone: false } })).toEqual({
      phoneOtp: 'Please enter the OTP!',
    });
    expect(await errors(contact, 'contact', { sent, verified: sent })).toEqual({});
  });
});

describe('partnerRegistrationSchema: company', () => {
  const company = {
    location: 'Shop 4, FC Road',
    pinCode: '411001',
    cityName: 'Pune',
    stateName: 'Maharashtra',
    countryName: 'India',
  };

  it('needs location, postal code, city, state and country; district and digipin are optional', async () => {
    expect(await errors(company, 'company')).toEqual({});
    expect(await errors({}, 'company')).toEqual({
      location: 'Please input company location!',
      pinCode: 'Please fill out all required fields.',
      cityName: 'Please fill out all required fields.',
      stateName: 'Please fill out all required fields.',
      countryName: 'Please fill out all required fields.',
    });
    expect(await errors({ ...company, pinCode: '4110' }, 'company')).toEqual({
      pinCode: 'Please enter a valid 6-digit PIN code.',
    });
  });
});

describe('partnerRegistrationSchema: additional details', () => {
  it('takes PAN and Aadhaar as optional and checks their form', async () => {
    expect(await errors({}, 'additional')).toEqual({});
    expect(await errors({ pan: 'abcde1234f', aadhaarNumber: '2345 6789 0123' }, 'additional')).toEqual({});
    expect(await errors({ pan: 'ABCD1234F', aadhaarNumber: '1234 5678 9012' }, 'additional')).toEqual({
      pan: 'Please enter a valid Pan number!',
      aadhaarNumber: 'Please enter a valid Aadhaar Card!',
    });
  });

  it('upper-cases the PAN', () => {
    const cast = additionalSchema(messages).cast({ pan: ' abcde1234f ', aadhaarNumber: '' });
    expect(cast.pan).toBe('ABCDE1234F');
  });
});
