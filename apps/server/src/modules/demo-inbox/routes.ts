import { demoModeEnabled } from '../../config.ts';
import { NOT_FOUND_MESSAGE } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { noQuerySchema } from '../shared.ts';
import { demoInboxQuerySchema } from './schemas.ts';

/**
 * The demo inbox (demo mode only, `DEMO_MODE`): every e-mail the embedded SMTP receiver and every
 * WhatsApp message the simulator received, newest first, for the portal's /dev/inbox page, so a
 * newcomer on `pnpm start` can complete the flows that send codes and links. Without demo mode it
 * answers 404 like any unknown path. Issue 16.
 */
export const demoInboxRoutes: RouteModule = {
  name: 'demo-inbox',
  plugin: async (api) => {
    /**
     * GET /dev/inbox/?to= -> 200 `{ status: 200, messages: [{ id, channel, to, from, subject, text,
     * html, template, code, link, received_at }] }`, newest first, at most 200.
     */
    /**
     * GET /dev/demo-mode/ -> 200 `{ status: 200, demo_mode }` everywhere, so the portal shows its
     * 'Demo inbox' links only in demo mode (the answer tells nothing else).
     */
    api.get('/dev/demo-mode/', { schema: noQuerySchema }, async () => ({
      status: 200,
      demo_mode: demoModeEnabled(api.ctx.config),
    }));

    api.get<{ Querystring: { to?: string } }>(
      '/dev/inbox/',
      { schema: demoInboxQuerySchema },
      async (request, reply) => {
        if (!demoModeEnabled(api.ctx.config)) {
          return reply.code(404).send({ status: 404, message: NOT_FOUND_MESSAGE });
        }
        return { status: 200, messages: await api.ctx.messages.list({ to: request.query.to }) };
      },
    );
  },
};
