import { LoginLimiter } from '../../auth/loginLimiter.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import {
  CLIENT_ERROR_LIMIT,
  CLIENT_ERROR_TOO_MANY,
  CLIENT_ERROR_WINDOW_MS,
  clientErrorSchema,
  type ClientErrorBody,
} from './schemas.ts';

/**
 * Client errors: the portal's error boundary reports unexpected render errors here, so that they
 * reach the server log (issue 20: "reports the error to the server log"). Not in the spec.
 */
export const clientErrorRoutes: RouteModule = {
  name: 'client-errors',
  plugin: async (api) => {
    const { ctx } = api;
    // A sliding window per client address (the sign-in limiter's counter: every report counts).
    const limiter = new LoginLimiter({ maxFailures: CLIENT_ERROR_LIMIT, windowMs: CLIENT_ERROR_WINDOW_MS });

    /**
     * POST /client-errors/ `{ message, stack?, route, app_version }` -> 204: logged at level error
     * with the route, the version and the client's address; nothing is stored. Public (a render error
     * may happen signed out); 400 for a body that is not four short strings
     * ({@link clientErrorSchema}); 429 with `Retry-After` after {@link CLIENT_ERROR_LIMIT} reports
     * from one address within a minute.
     */
    api.post<{ Body: ClientErrorBody }>(
      '/client-errors/',
      { schema: clientErrorSchema },
      async (request, reply) => {
        const now = ctx.now().getTime();
        const retryAfter = limiter.retryAfterSeconds(request.ip, now);
        if (retryAfter > 0) {
          throw new HttpError(429, CLIENT_ERROR_TOO_MANY, { 'Retry-After': String(retryAfter) });
        }
        limiter.recordFailure(request.ip, now);
        const { message, stack = '', route, app_version: appVersion } = request.body;
        request.log.error({ clientError: { message, stack, route, appVersion } }, 'portal render error');
        return reply.code(204).send();
      },
    );
  },
};
