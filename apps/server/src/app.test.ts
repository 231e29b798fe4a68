import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './testing/testApp.ts';

/** A production-mode app serving a fake portal build from a temporary folder. */
let app: FastifyInstance;
let dist: string;
const INDEX_HTML =
  '<!doctype html><html><head><title>Partner Portal</title></head><body><div id="root"></div></body></html>';
const SIGNIN_HTML = INDEX_HTML.replace('<div id="root"></div>', '<div id="root"><h2>Sign In</h2></div>');
const BUNDLE = `console.log(${JSON.stringify('partner portal '.repeat(400))});`;
const PORTALS_HTML = INDEX_HTML.replace(
  '<div id="root"></div>',
  `<div id="root">${'<a>card</a>'.repeat(200)}</div>`,
);
const PORTALS_BR = brotliCompressSync(PORTALS_HTML);
const BUNDLE_BR = brotliCompressSync(BUNDLE);

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'prerendered', 'signin.html'), SIGNIN_HTML);
  // A precompressed page and asset, as apps/portal/scripts/precompress.mjs writes them.
  writeFileSync(path.join(dist, 'prerendered', 'precompressed-demo.html'), PORTALS_HTML);
  writeFileSync(path.join(dist, 'prerendered', 'precompressed-demo.html.br'), PORTALS_BR);
  writeFileSync(path.join(dist, 'prerendered', 'precompressed-demo.html.gz'), gzipSync(PORTALS_HTML));
  writeFileSync(path.join(dist, 'assets', 'main-pre123.js'), BUNDLE);
  writeFileSync(path.join(dist, 'assets', 'main-pre123.js.br'), BUNDLE_BR);
  app = await buildTestApp({ config: { nodeEnv: 'production', portalDist: dist, seedDemo: false } });
});

afterAll(async () => {
  await app?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('GET /meta.json', () => {
  it('returns the app version with no-store, under the API base and at the root', async () => {
    for (const url of ['/api/meta.json?t=1767225600000', '/meta.json?t=42', '/meta.json']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json()).toEqual({ version: '1.3.1' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('production security headers', () => {
  it('sends the strict CSP, nosniff, referrer policy and frame denial on every response', async () => {
    for (const url of ['/api/meta.json', '/signin', '/assets/index-abc123.js', '/api/unknown']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
          "connect-src 'self';font-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('hides the dev-only routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dev/demo-users/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Not found' });
  });
});

describe('serving the portal', () => {
  it('serves index.html with no-cache at / and for client routes', async () => {
    for (const url of ['/', '/portals', '/finance', '/detail/0b6f-uuid', '/reset-password?token=a.b']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('serves the prerendered page of a route when the build has one', async () => {
    for (const url of ['/signin', '/signin/', '/signin?portal=pmt']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toBe(SIGNIN_HTML);
    }
  });

  it('does not fall back for API paths, missing files, non-HTML or non-GET requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ status: 404, message: 'Not found' });
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js', headers: html })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: '/missing.png', headers: html })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/signin', headers: { accept: 'application/json' } }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/signin', headers: html })).statusCode).toBe(404);
  });

  it('serves hashed assets as immutable and other files with no-cache', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('compresses with brotli and gzip', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 4);

    const gzip = await app.inject({
      method: 'GET',
      url: '/finance',
      headers: { ...html, 'accept-encoding': 'gzip' },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX_HTML);
    const js = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(js.rawPayload).toString()).toBe(BUNDLE);
  });
});

describe('precompressed portal files (issue 21)', () => {
  it("sends the build's .br and .gz siblings as they are, prerendered pages included", async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/precompressed-demo',
      headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.rawPayload.equals(PORTALS_BR)).toBe(true);
    expect(Number(page.headers['content-length'])).toBe(PORTALS_BR.length);
    const gz = await app.inject({
      method: 'GET',
      url: '/precompressed-demo',
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(PORTALS_HTML);
    const asset = await app.inject({
      method: 'GET',
      url: '/assets/main-pre123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload.equals(BUNDLE_BR)).toBe(true);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
