import { devOutboxEnabled } from '../../config.ts';
import { NOT_FOUND_MESSAGE } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { outboxQuerySchema } from './schemas.ts';

/**
 * The development outbox: what the server "sent" (OTPs, passphrases, reset links, confirmation
 * e-mails) when no real transport took it. On outside production; in production only with
 * `DEV_OUTBOX=1` (the e2e run), otherwise 404 like any unknown path.
 * Spec: access §7 (send-otp, passphrase and password-reset deliveries).
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
        return api.ctx.outbox.list({ to });
      },
    );
  },
};
