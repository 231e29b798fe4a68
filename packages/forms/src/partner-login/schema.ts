import * as yup from 'yup';
import { isEmail } from '@partner-portal/api/validation';
import { isWhatsAppNumber } from '@partner-portal/api/validation';
import type { PartnerLoginMode, PartnerLoginValues } from './values.ts';

/** Messages the partner login schema shows, already translated (access §5 'Partner login'). */
export interface PartnerLoginSchemaMessages {
  /** 'Please enter your WhatsApp number!' */
  whatsappRequired: string;
  /** 'Enter a valid 10-digit number!' */
  whatsappInvalid: string;
  /** 'Please enter your email!' */
  emailRequired: string;
  /** 'Enter a valid email!' */
  emailInvalid: string;
  /** 'Please enter your Passphrase sent to your WhatsApp number!' */
  passphraseRequired: string;
}

/** Which fields the current stage of the screen checks. */
export interface PartnerLoginStage {
  /** WhatsApp number or e-mail. */
  mode: PartnerLoginMode;
  /** A passphrase was sent: the passphrase is required too. */
  passphraseSent: boolean;
}

/**
 * Yup schema of the partner login at a stage: in WhatsApp mode the number is required and exactly
 * 10 digits; in e-mail mode the e-mail is required and valid (trimmed); once a passphrase was sent
 * it is required. Fields of the other mode are left as they are. Spec: access §5 'Partner login'.
 */
export function partnerLoginSchema(messages: PartnerLoginSchemaMessages, stage: PartnerLoginStage) {
  const free = yup.string().defined().default('');
  return yup.object({
    whatsappNumber:
      stage.mode === 'whatsapp'
        ? yup
            .string()
            .defined()
            .trim()
            .required(messages.whatsappRequired)
            .test('whatsapp', messages.whatsappInvalid, (value) => value === '' || isWhatsAppNumber(value))
        : free,
    email:
      stage.mode === 'email'
        ? yup
            .string()
            .defined()
            .trim()
            .required(messages.emailRequired)
            .test('email', messages.emailInvalid, (value) => value === '' || isEmail(value))
        : free,
    passphrase: stage.passphraseSent
      ? yup.string().defined().trim().required(messages.passphraseRequired)
      : free,
  });
}

/** The values the schema produces. */
export type PartnerLoginSchemaValues = yup.InferType<ReturnType<typeof partnerLoginSchema>>;

// The declared values type and the schema's must stay the same shape.
const sameShape: [PartnerLoginValues, PartnerLoginSchemaValues] extends [
  PartnerLoginSchemaValues,
  PartnerLoginValues,
]
  ? true
  : never = true;
void sameShape;
