import { describe, expect, it } from 'vitest';
import { devOutboxEnabled, loadConfig } from '../../config.ts';
import { buildTestApp } from '../../testing/testApp.ts';

describe('the development outbox in production', () => {
  it('answers 404 in production unless DEV_OUTBOX (or DEMO_MODE) turns it on', async () => {
    const off = await buildTestApp({ config: { nodeEnv: 'production', seedDemo: false } });
    try {
      const response = await off.inject({ method: 'GET', url: '/api/dev/outbox/' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, message: 'Not found' });
    } finally {
      await off.close();
    }
    const on = await buildTestApp({ config: { nodeEnv: 'production', seedDemo: false, devOutbox: true } });
    try {
      const response = await on.inject({ method: 'GET', url: '/api/dev/outbox/' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await on.close();
    }
    // Two apps (each a fresh PGlite with every migration) are built in the test itself, not in a
    // hook: give it the hooks' 60 s on a busy 2-core machine.
  }, 60_000);

  it('reads DEV_OUTBOX, PUBLIC_URL and PROVIDER_EMAIL_DOMAIN from the environment', () => {
    expect(loadConfig({ NODE_ENV: 'production', S3_ENDPOINT: 'off' }).devOutbox).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', S3_ENDPOINT: 'off', DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(devOutboxEnabled(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1' }))).toBe(true);
    expect(devOutboxEnabled(loadConfig({ NODE_ENV: 'production', DEMO_MODE: '1', DEV_OUTBOX: '0' }))).toBe(
      false,
    );
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe(
      'https://portal.example.com',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'portal.example.com' })).toThrow(/PUBLIC_URL/);
    expect(loadConfig({}).providerEmailDomain).toBe('provider.example');
    expect(loadConfig({ PROVIDER_EMAIL_DOMAIN: '@Corp.Example' }).providerEmailDomain).toBe('corp.example');
    expect(loadConfig({ CODE_SECRET: 'x'.repeat(32) }).codeSecret).toBe('x'.repeat(32));
    expect(() => loadConfig({ CODE_SECRET: 'short' })).toThrow(/CODE_SECRET/);
  });
});
