import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/**
 * {@link CSP_DIRECTIVES} plus the object-storage origins in `connect-src` (the browser PUTs uploads
 * there) and `img-src` (signed display links). Spec: operations §7 'File upload'.
 */
export function cspDirectives(storageOrigins: readonly string[] = []): Record<string, string[]> {
  const extra = [...new Set(storageOrigins)];
  return {
    ...Object.fromEntries(Object.entries(CSP_DIRECTIVES).map(([name, values]) => [name, [...values]])),
    imgSrc: [...CSP_DIRECTIVES.imgSrc, ...extra],
    connectSrc: [...CSP_DIRECTIVES.connectSrc, ...extra],
  };
}

/**
 * Security headers on every response (API, static files, errors). Production: the strict CSP
 * above, X-Frame-Options DENY, nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS and
 * helmet's other defaults; `storageOrigins` (the object storage) are added to img-src and
 * connect-src. Development: no CSP or HSTS (Vite and tools need more freedom), but nosniff and the
 * referrer policy stay. Spec: operations §7 "Shared HTTP behaviour", "File upload".
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  production: boolean,
  storageOrigins: readonly string[] = [],
): Promise<void> {
  const common = {
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    xContentTypeOptions: true,
  };
  if (production) {
    await app.register(helmet, {
      ...common,
      global: true,
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(storageOrigins) },
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
