import cors, { type FastifyCorsOptions } from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { isApiPath } from './static.ts';

/**
 * The Content-Security-Policy sent in production. `style-src 'unsafe-inline'` is required because
 * styled-components injects <style> elements at run time; scripts stay 'self' only.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} as const;

/** Origins added to the production CSP beside {@link CSP_DIRECTIVES}. */
export interface CspOrigins {
  /** The object storage: `connect-src` (the browser PUTs uploads there) and `img-src` (signed display links). */
  storage?: readonly string[];
  /** `CSP_CONNECT_SRC`: an API (or chat server) on another origin, in `connect-src` only. */
  connect?: readonly string[];
  /** `CSP_FRAME_SRC`: pages the portal embeds (`VITE_UPLOAD_FORM_URL`'s form), in `frame-src` only. */
  frame?: readonly string[];
}

/**
 * {@link CSP_DIRECTIVES} widened by {@link CspOrigins}. Without frame origins there is no
 * `frame-src` (frames fall back to `default-src 'self'`). Spec: operations §7 'File upload';
 * README 'Pointing the portal at another API' and 'Environment variables'.
 */
export function cspDirectives({ storage = [], connect = [], frame = [] }: CspOrigins = {}): Record<
  string,
  string[]
> {
  const storageOrigins = [...new Set(storage)];
  return {
    ...Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([name, values]) => [name, [...values]])),
    imgSrc: [...CSP_DIRECTIVES.imgSrc, ...storageOrigins],
    connectSrc: [...new Set([...CSP_DIRECTIVES.connectSrc, ...storageOrigins, ...connect])],
    ...(frame.length > 0 ? { frameSrc: [...new Set(["'self'", ...frame])] } : {}),
  };
}

/**
 * Security headers on every response (API, static files, errors). Production: the strict CSP
 * above, X-Frame-Options DENY, nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS and
 * helmet's other defaults, with `origins` added as {@link cspDirectives} says. Development: no CSP or HSTS
 * (Vite and tools need more freedom), but nosniff and the referrer policy stay.
 * Spec: operations §7 "Shared HTTP behaviour", "File upload".
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  origins: CspOrigins = {},
): Promise<void> {
  const common = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xContentTypeOptions: true,
  };
  if (production) {
    await app.register(helmet, {
      ...common,
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives(origins),
      },
      frameguard: { action: 'deny' },
    });
  } else {
    await app.register(helmet, {
      ...common,
      global: true,
      contentSecurityPolicy: false,
      strictTransportSecurity: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: false,
      originAgentCluster: false,
    });
  }
}

/** Methods the API's routes use, allowed in cross-origin calls (a test keeps this list complete). */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** Request headers a cross-origin page may send: the token and JSON bodies. */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'] as const;

/** Response headers the API client reads besides the safelisted ones (429 waits, CSV file names). */
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'Content-Disposition'] as const;

/**
 * CORS for the API, registered inside the API scope only: a request under `apiBasePath` whose
 * `Origin` is exactly one of `origins` (`CORS_ORIGINS`) gets `Access-Control-Allow-Origin` with
 * that origin, `Vary: Origin` and the exposed headers, and a preflight `OPTIONS` answers 204 with
 * {@link CORS_METHODS} and {@link CORS_ALLOWED_HEADERS}. Any other origin (or none, or a path
 * outside the API base) gets no CORS header and its preflight a 404. Never `*`, never a reflected
 * unknown origin, never credentials: the portal authenticates with the `Authorization` token, not
 * cookies. Does nothing when `origins` is empty (the default).
 * README: 'Pointing the portal at another API'.
 */
export async function registerApiCors(
  api: FastifyInstance,
  origins: readonly string[],
  apiBasePath: string,
): Promise<void> {
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  const options = {
    methods: [...CORS_METHODS],
    allowedHeaders: [...CORS_ALLOWED_HEADERS],
    exposedHeaders: [...CORS_EXPOSED_HEADERS],
    credentials: false,
    maxAge: 600,
    strictPreflight: true,
  } satisfies FastifyCorsOptions;
  await api.register(cors, {
    // The plugin's preflight route is `${apiBasePath}*`, which also matches `/apix`: check the path.
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      const underApi = apiBasePath === '' || isApiPath(request.url, apiBasePath);
      callback(null, {
        ...options,
        origin: underApi && origin !== undefined && allowed.has(origin) ? origin : false,
      });
    },
  });
}
