/**
 * The business-initiated message templates the server sends (Meta requires an approved template
 * for a message that does not answer the user within 24 hours). Spec: access §2 (OTP, passphrase).
 */
export type WhatsAppTemplate = 'otp' | 'passphrase';

/** What a provider answers for an accepted message. */
export interface WhatsAppSendResult {
  /** The provider's message id (for logs). */
  id: string;
}

/**
 * Sends WhatsApp messages: the Cloud API adapter for deployments, the local simulator by default.
 * `to` is the 10-digit number the portal asks for (access §5); adapters add the country code.
 * Both reject when the provider refuses the message. Issue 16; spec: access §2 'Partner login'.
 */
export interface WhatsAppProvider {
  /** Sends an approved template with its body parameters (the code first). */
  sendTemplate(
    to: string,
    template: WhatsAppTemplate,
    params: readonly string[],
  ): Promise<WhatsAppSendResult>;
  /** Sends free text (only allowed by Meta within a conversation the user opened). */
  sendText(to: string, body: string): Promise<WhatsAppSendResult>;
}
