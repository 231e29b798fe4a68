import { isEmail, isWhatsAppNumber } from '@partner-portal/api/validation';
import { badRequest } from '../../identity/input.ts';
import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';
import { normaliseEmail } from '../../users.ts';

/*
 * The schemas check types and length caps only (the caps of the handler's checks); missing and
 * invalid values are answered by the handler, and a value of the wrong type or over its cap gets
 * the handler's message for that field through the route's `validationMessages`.
 */

const email = { type: 'string', maxLength: 254 } as const;
const whatsappNumber = { type: 'string', maxLength: 20 } as const;
const passphrase = { type: 'string', maxLength: 32 } as const;

/** GET /partner/fetch-partner-by-email/?email=. */
export const emailLookupSchema = {
  querystring: { type: 'object', properties: { email } },
} as const;

/** GET /partner/fetch-partner-whatsapp/?whatsapp_number=. */
export const whatsappLookupSchema = {
  querystring: { type: 'object', properties: { whatsapp_number: whatsappNumber } },
} as const;

/** POST /partner/send-passphrase-whatsapp/ `{ phone }`. */
export const sendWhatsappSchema = {
  body: { type: 'object', properties: { phone: whatsappNumber } },
} as const;

/** POST /partner/email-passphrase/ `{ email }`. */
export const sendEmailSchema = {
  body: { type: 'object', properties: { email } },
} as const;

/** POST /partner/verify-passphrase/ `{ email, passphrase }`. */
export const verifyEmailSchema = {
  body: { type: 'object', properties: { email, passphrase } },
} as const;

/** POST /partner/whatsapp-passphrase/ `{ whatsapp_number, passphrase }`. */
export const verifyWhatsappSchema = {
  body: { type: 'object', properties: { whatsapp_number: whatsappNumber, passphrase } },
} as const;

/** 400 texts of the e-mail calls' schemas per field (`*`: not an object). Spec: access §5, §8. */
export const emailMessages = {
  '*': M.partnerEmailRequired,
  email: M.partnerEmailInvalid,
  passphrase: M.incorrectPassphrase,
};

/** 400 texts of the WhatsApp calls' schemas per field (`*`: not an object). Spec: access §5, §8. */
export const whatsappMessages = {
  '*': M.whatsappRequired,
  phone: M.whatsappInvalid,
  whatsapp_number: M.whatsappInvalid,
  passphrase: M.incorrectPassphrase,
};

/** Reads and checks a WhatsApp number (10 digits). Spec: access §5 'Partner login'. */
export function checkWhatsappNumber(value: string): string {
  if (value === '') throw badRequest(M.whatsappRequired);
  const digits = value.replace(/[\s-]/g, '').replace(/^\+91(?=\d{10}$)/, '');
  if (!isWhatsAppNumber(digits)) throw badRequest(M.whatsappInvalid);
  return digits;
}

/** Reads and checks a partner login e-mail. Spec: access §5 'Partner login'. */
export function checkPartnerEmail(value: string): string {
  if (value === '') throw badRequest(M.partnerEmailRequired);
  const address = normaliseEmail(value);
  if (!isEmail(address)) throw badRequest(M.partnerEmailInvalid);
  return address;
}
