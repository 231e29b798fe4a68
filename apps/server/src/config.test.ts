import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  DEFAULT_SERVER_LIMITS,
  LOCAL_STORAGE_IN_PRODUCTION,
  loadConfig,
  normaliseBasePath,
  parseOriginList,
  SERVER_ROOT,
} from './config.ts';
import { buildTestApp } from './testing/testApp.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      nodeEnv: 'development',
      apiBasePath: '/api',
      databaseUrl: undefined,
      dataDir: path.join(SERVER_ROOT, '.data/pglite'),
      seedDemo: true,
      tokenTtlHours: 12,
      portalDist: path.resolve(SERVER_ROOT, '../portal/dist'),
      appVersion: '1.3.1',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com',
      API_BASE_PATH: 'v1/',
      DATABASE_URL: 'postgres://u:p@db/app',
      DATA_DIR: 'memory://',
      SEED_DEMO: 'false',
      TOKEN_TTL_HOURS: '0.5',
      PORTAL_DIST: '/srv/portal',
      APP_VERSION: '2.0.0',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      nodeEnv: 'production',
      apiBasePath: '/v1',
      databaseUrl: 'postgres://u:p@db/app',
      dataDir: 'memory://',
      seedDemo: false,
      tokenTtlHours: 0.5,
      portalDist: '/srv/portal',
      appVersion: '2.0.0',
    });
  });

  it('rejects unusable values', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(ConfigError);
    expect(() => loadConfig({ TOKEN_TTL_HOURS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(ConfigError);
    expect(() => normaliseBasePath('/api?x')).toThrow(ConfigError);
    expect(normaliseBasePath('/')).toBe('');
  });
});

describe('CORS_ORIGINS, CSP_CONNECT_SRC and CSP_FRAME_SRC', () => {
  it('default to none and read comma-separated origins, normalised as browsers send them', () => {
    expect(loadConfig({})).toMatchObject({ corsOrigins: [], cspConnectSrc: [], cspFrameSrc: [] });
    expect(
      loadConfig({
        CORS_ORIGINS: ' https://portal.example.com/, http://localhost:5173 ,,HTTPS://Portal.Example.com:443',
        CSP_CONNECT_SRC: 'https://api.example.com,wss://chat.example.com:5281',
        CSP_FRAME_SRC: 'https://forms.example.com/',
      }),
    ).toMatchObject({
      corsOrigins: ['https://portal.example.com', 'http://localhost:5173'],
      cspConnectSrc: ['https://api.example.com', 'wss://chat.example.com:5281'],
      cspFrameSrc: ['https://forms.example.com'],
    });
    expect(() => loadConfig({ CSP_FRAME_SRC: 'wss://chat.example.com' })).toThrow(ConfigError);
    expect(parseOriginList('X', '', ['https'])).toEqual([]);
  });

  it('refuse anything but an origin, naming the variable and the entry', () => {
    for (const bad of [
      '*',
      'null',
      "'self'",
      'https://*.example.com',
      'https://portal.example.com/app',
      'https://portal.example.com?x=1',
      'https://user@portal.example.com',
      'portal.example.com',
      'https:portal.example.com',
      'wss://chat.example.com',
      'ftp://files.example.com',
    ]) {
      expect(() => loadConfig({ CORS_ORIGINS: `https://ok.example,${bad}` }), bad).toThrow(
        new ConfigError(
          `CORS_ORIGINS must be a comma-separated list of origins (https/http://host[:port], no path, no wildcard), got "${bad}"`,
        ),
      );
    }
    expect(() => loadConfig({ CSP_CONNECT_SRC: "'unsafe-eval'" })).toThrow(/^CSP_CONNECT_SRC must be/);
    expect(() => loadConfig({ CSP_CONNECT_SRC: 'https://api.example.com/api' })).toThrow(ConfigError);
  });
});

describe('production on the local object store (issue 15)', () => {
  it('refuses to start without S3_ENDPOINT unless the demo is asked for', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(LOCAL_STORAGE_IN_PRODUCTION);
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_MODE: '0' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' }).storageMode).toBe('local');
    expect(loadConfig({ NODE_ENV: 'production', S3_ENDPOINT: 'https://s3.example.com' }).storageMode).toBe(
      'external',
    );
    expect(loadConfig({ NODE_ENV: 'production', S3_ENDPOINT: 'off' }).storageMode).toBe('off');
    expect(loadConfig({}).storageMode).toBe('local');
  });

  it('refuses it in buildApp too, before anything starts', async () => {
    await expect(
      buildTestApp({ config: { nodeEnv: 'production', storageMode: 'local', demoMode: undefined } }),
    ).rejects.toThrow(LOCAL_STORAGE_IN_PRODUCTION);
  });
});

describe('server limits (issue 15)', () => {
  it('default to explicit values and read their variables', () => {
    expect(loadConfig({}).limits).toEqual(DEFAULT_SERVER_LIMITS);
    expect(
      loadConfig({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '9000', MAX_HEADER_BYTES: '8192' }).limits,
    ).toMatchObject({ requestTimeoutMs: 5000, headersTimeoutMs: 5000, maxHeaderBytes: 8192 });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ BODY_LIMIT_BYTES: 'lots' })).toThrow(ConfigError);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(loadConfig({}).loginRate).toEqual({ perClientPerMinute: 30, globalPerMinute: 600 });
  });
});
