import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

// The demo inbox (issue 16): what the reference server's embedded SMTP receiver and WhatsApp
// simulator received, served only in demo mode (`pnpm start`).

/** The channel a demo message came through. */
export type DemoMessageChannel = 'email' | 'whatsapp';

/** One message in the demo inbox. */
export interface DemoMessage {
  id: number;
  channel: DemoMessageChannel;
  /** E-mail address or WhatsApp number it was sent to. */
  to: string;
  from: string;
  /** E-mail subject ('' for WhatsApp). */
  subject: string;
  /** Plain text as the recipient reads it. */
  text: string;
  /** The e-mail's HTML part (null for WhatsApp). */
  html: string | null;
  /** The one-time code or passphrase it carries, if any. */
  code: string | null;
  /** The link it carries (password reset), if any. */
  link: string | null;
  /** ISO 8601 time it arrived. */
  receivedAt: string;
}

interface WireDemoMessage {
  id: number;
  channel: DemoMessageChannel;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  code: string | null;
  link: string | null;
  received_at: string;
}

/** `client.demoInbox`. */
export interface DemoInboxApi {
  /**
   * GET /dev/inbox/ (no token): messages newest first; rejects with `ApiError` status 404 when
   * the server is not in demo mode.
   */
  list(options?: RequestOptions): Promise<DemoMessage[]>;
  /** GET /dev/demo-mode/ (no token, silent): true when the server runs in demo mode. */
  isDemoMode(options?: RequestOptions): Promise<boolean>;
}

/** Builds `client.demoInbox`. */
export function createDemoInboxApi(core: HttpCore): DemoInboxApi {
  return {
    async isDemoMode(options) {
      const body = await core.get<{ demo_mode?: unknown }>('/dev/demo-mode/', {
        auth: false,
        silent: true,
        ...options,
      });
      return body.demo_mode === true;
    },
    async list(options) {
      const body = await core.get<{ messages: WireDemoMessage[] }>('/dev/inbox/', {
        auth: false,
        silent: true,
        ...options,
      });
      return body.messages.map((wire) => ({
        id: wire.id,
        channel: wire.channel,
        to: wire.to,
        from: wire.from,
        subject: wire.subject,
        text: wire.text,
        html: wire.html,
        code: wire.code,
        link: wire.link,
        receivedAt: wire.received_at,
      }));
    },
  };
}
