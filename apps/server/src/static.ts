import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasPortalBuild } from './config.ts';

/** Cache policy of hashed build output (`/assets/*`): cached for a year, never revalidated. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Cache policy of index.html and other unhashed files: always revalidated. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * Serves the built portal (Vite output in `portalDist`) from the same origin as the API:
 * `/assets/*` immutable, everything else (index.html, favicon, ...) `no-cache`. The portal build
 * writes a brotli and a gzip sibling of every text file (apps/portal/scripts/precompress.mjs), sent
 * as they are (`preCompressed`), also for the prerendered pages of {@link sendIndexHtml}: no request
 * compresses a static file (issue 21; 46 -> 410 /portals req/s at 10 connections). Only a file
 * without siblings (a build that skipped the step) falls back to @fastify/compress.
 * Returns false (and serves nothing) when there is no build.
 * Spec: access §2 (routes are client-side), operations §7 "Other" (meta.json version check).
 */
export async function registerPortal(app: FastifyInstance, portalDist: string): Promise<boolean> {
  if (!hasPortalBuild(portalDist)) return false;
  const assetsDir = path.join(portalDist, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: portalDist,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
  return true;
}

/**
 * True when `url`'s path lies under the API base (`/api` or `/api/...`).
 * Spec: operations §7 ("Every call below ... goes to the API base").
 */
export function isApiPath(url: string, apiBasePath: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (apiBasePath === '') return false;
  return pathname === apiBasePath || pathname.startsWith(`${apiBasePath}/`);
}

/**
 * True when an unmatched request should get index.html so the client router can handle it
 * (/signin, /portals, /detail/{uuid}, ...): a GET or HEAD outside the API that accepts HTML,
 * not under /assets/ and whose last path segment has no file extension (a missing `x.js` stays 404).
 * Spec: access §2 (public and authenticated routes are client-side routes).
 */
export function wantsSpaFallback(request: FastifyRequest, apiBasePath: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url, apiBasePath)) return false;
  if (!(request.headers.accept ?? '').includes('text/html')) return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname.startsWith('/assets/')) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/**
 * The routes the portal build prerenders (`dist/prerendered/<route>.html`, written by
 * apps/portal/scripts/prerender.mjs), found once at start: '/signin' -> 'prerendered/signin.html'.
 */
export function findPrerenderedPages(portalDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  const folder = path.join(portalDist, 'prerendered');
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder)) {
    if (/^[a-z0-9-]+\.html$/.test(file))
      pages.set(`/${file.slice(0, -'.html'.length)}`, `prerendered/${file}`);
  }
  return pages;
}

/**
 * Answers a client-side route (HTTP 200, `no-cache`): its prerendered page when the build has one
 * (the first paint arrives as HTML), else the portal's index.html. Needs {@link registerPortal}.
 * Spec: access §2 (client-side routes).
 */
export function sendIndexHtml(
  reply: FastifyReply,
  pathname = '/',
  prerendered: ReadonlyMap<string, string> = new Map(),
) {
  const file = prerendered.get(pathname.replace(/\/+$/, '')) ?? 'index.html';
  return reply.code(200).header('Cache-Control', REVALIDATE_CACHE).sendFile(file);
}
