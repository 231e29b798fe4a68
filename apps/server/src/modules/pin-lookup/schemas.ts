import { IDENTITY_MESSAGES as M } from '../../identity/messages.ts';

/**
 * GET /management/po-for-techlocal/?pin=: a text (the handler checks the six digits). Every
 * schema failure answers 'Please enter a valid 6-digit PIN code.', as the handler does.
 */
export const pinLookupSchema = {
  querystring: { type: 'object', properties: { pin: { type: 'string', maxLength: 64 } } },
} as const;

/** 400 texts of {@link pinLookupSchema}. Spec: access §8 'Company step'. */
export const pinLookupMessages = { '*': M.invalidPostalCode };
