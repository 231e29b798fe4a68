import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/testApp.ts';
import { CLIENT_ERROR_LIMIT, CLIENT_ERROR_WINDOW_MS } from './schemas.ts';

let app: FastifyInstance;
let clock = Date.parse('2026-03-01T09:00:00Z');
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  app = await buildTestApp({
    now: () => new Date(clock),
    config: { logLevel: 'error' },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
});

afterAll(async () => {
  await app?.close();
});

const report = {
  message: "Cannot read properties of undefined (reading 'map')",
  stack: "TypeError: Cannot read properties of undefined (reading 'map')\n    at TicketList (ticket.js:1:10)",
  route: '/detail/:uuid',
  app_version: '1.3.1',
};

/** Posts a report from `ip` (each test its own address, so the limits do not meet). */
const post = (payload: unknown, ip: string) =>
  app.inject({ method: 'POST', url: '/api/client-errors/', payload: payload as object, remoteAddress: ip });

describe('POST /client-errors/ (the portal error boundary, issue 20)', () => {
  it('answers 204 without signing in and logs the report at level error', async () => {
    const response = await post(report, '10.0.0.1');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const logged = lines.find((line) => line.msg === 'portal render error');
    expect(logged).toMatchObject({
      level: 50,
      clientError: {
        message: report.message,
        stack: report.stack,
        route: '/detail/:uuid',
        appVersion: '1.3.1',
      },
    });
  });

  it('drops fields it does not know: they never reach the log', async () => {
    lines.length = 0;
    expect((await post({ ...report, email: 'someone@demo.test' }, '10.0.0.6')).statusCode).toBe(204);
    expect(JSON.stringify(lines)).not.toContain('someone@demo.test');
  });

  it('accepts a report without a stack', async () => {
    const { stack: _stack, ...withoutStack } = report;
    expect((await post(withoutStack, '10.0.0.2')).statusCode).toBe(204);
  });

  it.each([
    ['no body', undefined],
    ['a missing message', { ...report, message: undefined }],
    ['an empty message', { ...report, message: '' }],
    ['a message over 500 characters', { ...report, message: 'x'.repeat(501) }],
    ['a stack over 4000 characters', { ...report, stack: 'x'.repeat(4001) }],
    ['a route that is not a path', { ...report, route: 'detail' }],
    ['a route over 200 characters', { ...report, route: `/${'x'.repeat(200)}` }],
    ['a version over 64 characters', { ...report, app_version: '1'.repeat(65) }],
    ['an object as message', { ...report, message: { text: 'x' } }],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await post(body, '10.0.0.3');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400 });
  });

  it(`answers 429 with Retry-After after ${CLIENT_ERROR_LIMIT} reports a minute from one address`, async () => {
    for (let index = 0; index < CLIENT_ERROR_LIMIT; index += 1) {
      expect((await post(report, '10.0.0.4')).statusCode).toBe(204);
    }
    const refused = await post(report, '10.0.0.4');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not limited; the first may report again once the window has passed.
    expect((await post(report, '10.0.0.5')).statusCode).toBe(204);
    clock += CLIENT_ERROR_WINDOW_MS;
    expect((await post(report, '10.0.0.4')).statusCode).toBe(204);
  });
});
