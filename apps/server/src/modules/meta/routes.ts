import type { FastifyInstance, FastifyReply } from 'fastify';
import type { RouteModule } from '../../routes/types.ts';
import { ping } from './repository.ts';
import { noQuerySchema } from '../shared.ts';

/**
 * Answers the version check: `{ version }` with `Cache-Control: no-store`, whatever the `t` query.
 * Spec: operations §7 "Other" ("GET /meta.json with a time query parameter returns the version"),
 * §8 "Version check", §9 (app version 1.3.1).
 */
export function registerMetaJson(app: FastifyInstance, url = '/meta.json'): void {
  app.get(url, { schema: noQuerySchema }, async (_request, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-store');
    return { version: app.ctx.config.appVersion };
  });
}

/**
 * Meta area: `GET /meta.json` (also served at the origin root by app.ts) and `GET /health/`
 * (our addition: 200 when the database answers, for start-up probes).
 * Spec: operations §7 "Other".
 */
export const metaRoutes: RouteModule = {
  name: 'meta',
  plugin: async (api) => {
    registerMetaJson(api);
    api.get('/health/', { schema: noQuerySchema }, async () => {
      await ping(api.ctx.db);
      return { status: 200, message: 'ok', version: api.ctx.config.appVersion };
    });
  },
};
