import type { WhatsAppProvider, WhatsAppSendResult, WhatsAppTemplate } from './provider.ts';

/** Settings of the WhatsApp Cloud API adapter (`WHATSAPP_*` variables, see the server README). */
export interface CloudApiOptions {
  /** Graph API base with version, e.g. `https://graph.facebook.com/v21.0` (`WHATSAPP_API_URL`). */
  apiUrl: string;
  /** The business phone number id (`WHATSAPP_PHONE_NUMBER_ID`). */
  phoneNumberId: string;
  /** System-user access token (`WHATSAPP_TOKEN`). */
  token: string;
  /** Approved template names per message (`WHATSAPP_OTP_TEMPLATE`, `WHATSAPP_PASSPHRASE_TEMPLATE`). */
  templates: Record<WhatsAppTemplate, string>;
  /** Template language code (`WHATSAPP_TEMPLATE_LANGUAGE`, default `en`). */
  language: string;
  /** Country calling code added to 10-digit numbers (`WHATSAPP_COUNTRY_CODE`, default 91). */
  countryCode: string;
  /** fetch, injectable for tests. */
  fetch?: typeof fetch;
}

/** Raised when the Graph API refuses a message; carries the HTTP status, never the message text. */
export class WhatsAppApiError extends Error {
  override name = 'WhatsAppApiError';
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(`WhatsApp Cloud API answered ${status}: ${detail}`);
  }
}

/** The number in international form without '+': country code + the 10 digits. */
export function internationalNumber(to: string, countryCode: string): string {
  const digits = to.replace(/\D/g, '');
  return digits.length === 10 ? `${countryCode}${digits}` : digits;
}

/**
 * WhatsApp Cloud API adapter: `POST {apiUrl}/{phoneNumberId}/messages` with a bearer token.
 * Codes go out as authentication templates (Meta's rule for business-initiated messages): the code
 * fills the body parameter and the copy-code button. Issue 16; spec: access §2 'Partner login'.
 */
export function createCloudApiProvider(options: CloudApiOptions): WhatsAppProvider {
  const doFetch = options.fetch ?? fetch;
  const post = async (payload: Record<string, unknown>): Promise<WhatsAppSendResult> => {
    const response = await doFetch(
      `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}/messages`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', ...payload }),
        signal: AbortSignal.timeout(10_000),
      },
    );
    const body = (await response.json().catch(() => ({}))) as {
      messages?: { id?: string }[];
      error?: { message?: string; code?: number };
    };
    if (!response.ok) {
      throw new WhatsAppApiError(response.status, body.error?.message ?? response.statusText);
    }
    return { id: body.messages?.[0]?.id ?? '' };
  };
  return {
    sendTemplate: (to, template, params) =>
      post({
        to: internationalNumber(to, options.countryCode),
        type: 'template',
        template: {
          name: options.templates[template],
          language: { code: options.language },
          components: [
            { type: 'body', parameters: params.map((text) => ({ type: 'text', text })) },
            {
              type: 'button',
              sub_type: 'url',
              index: '0',
              parameters: [{ type: 'text', text: params[0] ?? '' }],
            },
          ],
        },
      }),
    sendText: (to, body) =>
      post({
        to: internationalNumber(to, options.countryCode),
        type: 'text',
        text: { preview_url: false, body },
      }),
  };
}
