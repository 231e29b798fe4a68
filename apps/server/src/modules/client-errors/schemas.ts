/** Longest `message` kept (characters). */
export const CLIENT_ERROR_MESSAGE_MAX = 500;
/** Longest `stack` kept (characters): the first frames, trimmed by the portal. */
export const CLIENT_ERROR_STACK_MAX = 4000;
/** Longest route pattern (`/detail/:uuid`). */
export const CLIENT_ERROR_ROUTE_MAX = 200;
/** Longest app version (`1.3.1`, `1.3.1-abc1234`). */
export const CLIENT_ERROR_VERSION_MAX = 64;

/**
 * Body of POST /client-errors/: an unexpected render error of the portal, as its error boundary
 * reports it. No personal data: the route is the pattern of the route table, not the visited URL.
 */
export interface ClientErrorBody {
  /** The error's message. */
  message: string;
  /** The error's stack, trimmed to its first frames; '' when the browser gave none. */
  stack?: string;
  /** The route pattern that failed, e.g. `/detail/:uuid`. */
  route: string;
  /** The portal's version (its footer's). */
  app_version: string;
}

/** POST /client-errors/: every field a short string, nothing else accepted. */
export const clientErrorSchema = {
  body: {
    type: 'object',
    required: ['message', 'route', 'app_version'],
    additionalProperties: false,
    properties: {
      message: { type: 'string', minLength: 1, maxLength: CLIENT_ERROR_MESSAGE_MAX },
      stack: { type: 'string', maxLength: CLIENT_ERROR_STACK_MAX },
      route: { type: 'string', minLength: 1, maxLength: CLIENT_ERROR_ROUTE_MAX, pattern: '^/' },
      app_version: { type: 'string', minLength: 1, maxLength: CLIENT_ERROR_VERSION_MAX },
    },
  },
} as const;

/** Reports accepted per client address inside {@link CLIENT_ERROR_WINDOW_MS}. */
export const CLIENT_ERROR_LIMIT = 10;
/** The rate-limit window: one minute. */
export const CLIENT_ERROR_WINDOW_MS = 60_000;

/** The 429 message (the portal never shows it: reporting is silent). */
export const CLIENT_ERROR_TOO_MANY = 'Too many error reports. Please try again later.';
