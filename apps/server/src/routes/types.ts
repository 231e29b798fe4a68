import type { FastifyPluginAsync } from 'fastify';

/**
 * One area of the API (`partner`, `management`, `finance`, ...): a Fastify plugin whose routes
 * are mounted under API_BASE_PATH with the spec's exact paths (trailing slashes included).
 * Handlers reach the database and config through `api.ctx`. To add an area: write
 * `modules/<feature>/routes.ts` exporting a `RouteModule` and list it in `routes/index.ts`.
 */
export interface RouteModule {
  /** Area name, for logs. */
  name: string;
  /** Registers the area's routes. */
  plugin: FastifyPluginAsync;
  /** Registered only when NODE_ENV is not production. */
  devOnly?: boolean;
}
