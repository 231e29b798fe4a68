import type { QueryParams } from './types.ts';

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/** True for `https://…`, `blob:…` and protocol-relative `//host/…` URLs. */
export function isAbsoluteUrl(value: string): boolean {
  return ABSOLUTE_URL.test(value) || value.startsWith('//');
}

/** The page origin, or a TypeError when there is none (outside a browser). */
function pageOrigin(what: string): string {
  const origin = globalThis.location?.origin;
  if (!origin || origin === 'null') {
    throw new TypeError(`${what} is a path, but there is no window.location to resolve it against`);
  }
  return origin;
}

/**
 * Resolves `baseUrl` (absolute, or a path resolved against the page origin) to an absolute URL
 * without a trailing slash.
 */
export function resolveBaseUrl(baseUrl: string): string {
  const url = isAbsoluteUrl(baseUrl)
    ? new URL(baseUrl, pageOriginOrUndefined())
    : new URL(baseUrl, pageOrigin(`baseUrl "${baseUrl}"`));
  url.search = '';
  url.hash = '';
  return url.href.replace(/\/+$/, '');
}

function pageOriginOrUndefined(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

/** Resolves a URL against the page origin (used for files served by the front end itself). */
export function resolveAgainstPage(value: string): string {
  return isAbsoluteUrl(value)
    ? new URL(value, pageOriginOrUndefined()).href
    : new URL(value, pageOrigin(`"${value}"`)).href;
}

/**
 * Builds the request URL: an absolute `path` is used as it is, a relative one is appended to
 * `base` exactly (`/api` + `/partner/login/` = `/api/partner/login/`). Query values that are
 * `undefined` or `null` are skipped; arrays repeat the name.
 */
export function buildUrl(base: string, path: string, query?: QueryParams): URL {
  const url = isAbsoluteUrl(path) ? new URL(path, base) : new URL(`${base}/${path.replace(/^\/+/, '')}`);
  if (query) {
    for (const [name, value] of Object.entries(query)) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) {
        for (const item of value as readonly (string | number | boolean)[]) {
          url.searchParams.append(name, String(item));
        }
      } else {
        url.searchParams.append(name, String(value));
      }
    }
  }
  return url;
}
