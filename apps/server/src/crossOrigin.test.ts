/**
 * A portal on another origin calling this API (README 'Pointing the portal at another API'):
 * CORS_ORIGINS answers exactly the configured origins under the API base, CSP_CONNECT_SRC widens
 * the production CSP's connect-src, and unusable values stop the server at start.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './config.ts';
import { CORS_METHODS } from './security.ts';
import { buildTestApp, signIn } from './testing/testApp.ts';

const PORTAL = 'https://portal.example.com';
const API = 'https://api.example.com';
/** The origin of an external form embedded on the upload page (`VITE_UPLOAD_FORM_URL`). */
const FORMS = 'https://forms.example.com';

/** The access-control-* headers of an answer (an empty object when there are none). */
function corsHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    config: { nodeEnv: 'production', corsOrigins: [PORTAL], cspConnectSrc: [API], cspFrameSrc: [FORMS] },
  });
});

afterAll(async () => {
  await app?.close();
});

describe('CORS_ORIGINS', () => {
  it('answers a preflight from an allowed origin with the methods and headers the API uses', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/partner/login/',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(response.headers['access-control-allow-methods']).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    expect(response.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, Idempotency-Key',
    );
    expect(response.headers['access-control-max-age']).toBe('600');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/Origin/);

    const patch = await app.inject({
      method: 'OPTIONS',
      url: '/api/management/cso-data/some-id/',
      headers: {
        origin: PORTAL,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(patch.statusCode).toBe(204);
    expect(patch.headers['access-control-allow-origin']).toBe(PORTAL);
  });

  it('lets the allowed origin sign in and call with the token, errors included', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/partner/login/',
      headers: { origin: PORTAL },
      payload: { email: 'partner@demo.test', password: 'demo-pass-2026' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(PORTAL);

    const token = await signIn(app, 'partner@demo.test');
    const info = await app.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { origin: PORTAL, authorization: `Token ${token}` },
    });
    expect(info.statusCode).toBe(200);
    expect(info.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(info.headers['access-control-expose-headers']).toBe('Retry-After, Content-Disposition');
    expect(info.headers['access-control-allow-credentials']).toBeUndefined();

    // The portal must be able to read a 401 to sign out.
    const denied = await app.inject({
      method: 'GET',
      url: '/api/partner/login-user-info/',
      headers: { origin: PORTAL },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['access-control-allow-origin']).toBe(PORTAL);
  });

  it('sends no CORS header to any other origin, and refuses its preflight', async () => {
    for (const origin of [
      'https://evil.example',
      'https://portal.example.com.evil.example',
      'http://portal.example.com',
      'https://portal.example.com:8443',
      'null',
    ]) {
      const get = await app.inject({ method: 'GET', url: '/api/meta.json', headers: { origin } });
      expect(get.statusCode, origin).toBe(200);
      expect(corsHeaders(get.headers), origin).toEqual({});

      const preflight = await app.inject({
        method: 'OPTIONS',
        url: '/api/partner/login/',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode, origin).toBe(404);
      expect(corsHeaders(preflight.headers), origin).toEqual({});
    }
    const noOrigin = await app.inject({ method: 'GET', url: '/api/meta.json' });
    expect(corsHeaders(noOrigin.headers)).toEqual({});
  });

  it("answers an unknown call's 404 with the CORS headers, so the caller can read it", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/no-such-call/',
      headers: { origin: PORTAL },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: expect.any(String) });
    expect(response.headers['access-control-allow-origin']).toBe(PORTAL);
    expect(response.headers['cache-control']).toBe('no-store');
    const stranger = await app.inject({
      method: 'GET',
      url: '/api/no-such-call/',
      headers: { origin: 'https://evil.example' },
    });
    expect(stranger.statusCode).toBe(404);
    expect(corsHeaders(stranger.headers)).toEqual({});
  });

  it('stays inside the API base: portal files, /meta.json and look-alike paths get nothing', async () => {
    for (const url of ['/meta.json', '/apix', '/signin']) {
      const preflight = await app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: PORTAL, 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode, url).toBe(404);
      expect(corsHeaders(preflight.headers), url).toEqual({});
    }
    const meta = await app.inject({ method: 'GET', url: '/meta.json', headers: { origin: PORTAL } });
    expect(corsHeaders(meta.headers)).toEqual({});
  });
});

describe('without CORS_ORIGINS or CSP_CONNECT_SRC (the default)', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    plain = await buildTestApp({ config: { nodeEnv: 'production', seedDemo: false } });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('sends no CORS header to anyone', async () => {
    const get = await plain.inject({ method: 'GET', url: '/api/meta.json', headers: { origin: PORTAL } });
    expect(corsHeaders(get.headers)).toEqual({});
    const preflight = await plain.inject({
      method: 'OPTIONS',
      url: '/api/partner/login/',
      headers: { origin: PORTAL, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(corsHeaders(preflight.headers)).toEqual({});
  });

  it('allows every method the API routes use', () => {
    const used = new Set(
      [...plain.printRoutes({ commonPrefix: false }).matchAll(/\(([A-Z, ]+)\)/g)].flatMap((match) =>
        (match[1] ?? '').split(', '),
      ),
    );
    used.delete('OPTIONS');
    expect(used.size).toBeGreaterThan(2);
    expect([...used].filter((method) => !(CORS_METHODS as readonly string[]).includes(method))).toEqual([]);
  });

  it('keeps connect-src to itself and has no frame-src (frames fall back to default-src)', async () => {
    const response = await plain.inject({ method: 'GET', url: '/api/meta.json' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('frame-src');
  });
});

describe('CSP_CONNECT_SRC', () => {
  it('adds the configured origins to connect-src only', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/meta.json' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`connect-src 'self' ${API};`);
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp).toContain("default-src 'self';");
  });
});

describe('CSP_FRAME_SRC', () => {
  it('lets the portal frame the configured origins only, on every page', async () => {
    for (const url of ['/api/meta.json', '/cso_form/t/u/upload']) {
      const response = await app.inject({ method: 'GET', url });
      const directives = String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim());
      expect(directives, url).toContain(`frame-src 'self' ${FORMS}`);
      expect(directives, url).toContain(`connect-src 'self' ${API}`);
      // Being framed stays forbidden.
      expect(directives, url).toContain("frame-ancestors 'none'");
    }
  });
});

describe('starting with an unusable value', () => {
  const start = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', path.join('src', 'main.ts')],
        {
          cwd: SERVER_ROOT,
          timeout: 40_000,
          env: {
            ...process.env,
            NODE_ENV: 'production',
            PORT: '0',
            DATA_DIR: 'memory://',
            LOG_LEVEL: 'silent',
            ...env,
          },
        },
        (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
      );
    });

  // Two tsx start-ups on a busy machine: more than the project's 30 s default.
  it('stops with a message naming the variable and the value', { timeout: 90_000 }, async () => {
    const cors = await start({ CORS_ORIGINS: `${PORTAL},*` });
    expect(cors.code).toBe(1);
    expect(cors.stderr).toContain(
      'Configuration error: CORS_ORIGINS must be a comma-separated list of origins',
    );
    expect(cors.stderr).toContain('got "*"');

    const csp = await start({ CSP_CONNECT_SRC: 'https://api.example.com/api' });
    expect(csp.code).toBe(1);
    expect(csp.stderr).toContain(
      'Configuration error: CSP_CONNECT_SRC must be a comma-separated list of origins',
    );
    expect(csp.stderr).toContain('got "https://api.example.com/api"');
  });
});
