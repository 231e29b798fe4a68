import Fastify, { type RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from './index.ts';

/**
 * Every API route declares a JSON schema for what it reads (body, querystring or params); one that
 * reads nothing still declare the empty-input schema (`noQuerySchema`: at most a few short query
 * parameters). Multipart bodies (`config.multipartBody`) are checked field by field in the handler.
 * Issue 12 ('every route with a JSON schema').
 */
async function collectRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = Fastify();
  app.decorate('ctx', { db: {}, config: {}, now: () => new Date() } as never);
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  for (const area of API_ROUTES) await app.register(area.plugin);
  await app.ready();
  await app.close();
  return routes;
}

describe('API routes', () => {
  it('each declare a schema of their input', async () => {
    const routes = await collectRoutes();
    expect(routes.length).toBeGreaterThan(60);
    const missing = routes
      .filter((route) => {
        const schema = route.schema ?? {};
        const multipart = (route.config as { multipartBody?: boolean } | undefined)?.multipartBody === true;
        return !multipart && !schema.body && !schema.querystring && !schema.params;
      })
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(missing).toEqual([]);
  });
});
