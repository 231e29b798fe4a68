import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { partnerLoginSchema, type PartnerLoginStage } from './schema.ts';
import { partnerLoginInitialValues } from './values.ts';

const messages = {
  whatsappRequired: 'Please enter your WhatsApp number!',
  whatsappInvalid: 'Enter a valid 10-digit number!',
  emailRequired: 'Please enter your email!',
  emailInvalid: 'Enter a valid email!',
  passphraseRequired: 'Please enter your Passphrase sent to your WhatsApp number!',
};

async function errorsOf(stage: PartnerLoginStage, values: object): Promise<string[]> {
  try {
    await partnerLoginSchema(messages, stage).validate(
      { ...partnerLoginInitialValues, ...values },
      { abortEarly: false },
    );
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

const whatsapp = { mode: 'whatsapp', passphraseSent: false } as const;
const email = { mode: 'email', passphraseSent: false } as const;

describe('partnerLoginSchema', () => {
  it('requires the WhatsApp number in WhatsApp mode, and only it', async () => {
    expect(await errorsOf(whatsapp, {})).toEqual([messages.whatsappRequired]);
    expect(await errorsOf(whatsapp, { whatsappNumber: '   ' })).toEqual([messages.whatsappRequired]);
  });

  it('wants exactly 10 digits', async () => {
    expect(await errorsOf(whatsapp, { whatsappNumber: '980000002' })).toEqual([messages.whatsappInvalid]);
    expect(await errorsOf(whatsapp, { whatsappNumber: '98000000201' })).toEqual([messages.whatsappInvalid]);
    expect(await errorsOf(whatsapp, { whatsappNumber: '98000a0020' })).toEqual([messages.whatsappInvalid]);
    expect(await errorsOf(whatsapp, { whatsappNumber: '9800000020' })).toEqual([]);
  });

  it('requires a valid e-mail in e-mail mode and ignores the number', async () => {
    expect(await errorsOf(email, {})).toEqual([messages.emailRequired]);
    expect(await errorsOf(email, { email: 'partner@' })).toEqual([messages.emailInvalid]);
    expect(await errorsOf(email, { email: ' partner@demo.test ', whatsappNumber: '12' })).toEqual([]);
  });

  it('requires the passphrase once it was sent', async () => {
    expect(
      await errorsOf({ mode: 'whatsapp', passphraseSent: true }, { whatsappNumber: '9800000020' }),
    ).toEqual([messages.passphraseRequired]);
    expect(
      await errorsOf(
        { mode: 'email', passphraseSent: true },
        { email: 'partner@demo.test', passphrase: '123456' },
      ),
    ).toEqual([]);
  });

  it('trims what it checks', async () => {
    await expect(
      partnerLoginSchema(messages, email).validate({ whatsappNumber: '', email: ' a@b.co ', passphrase: '' }),
    ).resolves.toEqual({ whatsappNumber: '', email: 'a@b.co', passphrase: '' });
  });
});
