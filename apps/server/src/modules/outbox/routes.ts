import { devOutboxEnabled } from '../../config.ts';
import { NOT_FOUND_MESSAGE } from '../../errors.ts';
import type { OutboxEntry } from '../../identity/outbox.ts';
import type { RouteModule } from '../../routes/types.ts';
import { outboxQuerySchema } from './schemas.ts';

/**
 * The development outbox: what the embedded SMTP receiver and the WhatsApp simulator received
 * (OTPs, passphrases, reset links, confirmation e-mails), stored in the database (messaging/store.ts)
 * so it survives a restart and is shared by instances. Served in demo mode or with `DEV_OUTBOX=1`,
 * otherwise 404 like any unknown path. Spec: access §7; issue 16.
 */
export const outboxRoutes: RouteModule = {
  name: 'dev-outbox',
  plugin: async (api) => {
    /**
     * GET /dev/outbox/?to= -> 200 `[{ channel: 'email' | 'whatsapp', to, subject, body, code, link,
     * created_at }]`, newest first; `to` keeps the messages to one address or number.
     */
    api.get<{ Querystring: { to?: string } }>(
      '/dev/outbox/',
      { schema: outboxQuerySchema },
      async (request, reply) => {
        if (!devOutboxEnabled(api.ctx.config)) {
          return reply.code(404).send({ status: 404, message: NOT_FOUND_MESSAGE });
        }
        const to = typeof request.query.to === 'string' ? request.query.to : undefined;
        const messages = await api.ctx.messages.list({ to });
        return messages.map((message): OutboxEntry => ({
          channel: message.channel,
          to: message.to,
          subject: message.subject,
          body: message.text,
          code: message.code,
          link: message.link,
          created_at: message.received_at,
        }));
      },
    );
  },
};
