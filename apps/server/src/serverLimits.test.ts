import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_LIMITS } from './config.ts';
import { buildTestApp } from './testing/testApp.ts';

// Issue 15: 'No request timeout: 20 connections with an unfinished body stayed open past 80 s.'
// The server listens on a free loopback port with short limits; each test waits for the server's
// own answer or for the socket to close (events, no sleeps).

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp({
    config: {
      limits: {
        ...DEFAULT_SERVER_LIMITS,
        requestTimeoutMs: 1_000,
        headersTimeoutMs: 1_000,
        connectionTimeoutMs: 3_000,
        timeoutCheckIntervalMs: 100,
        maxHeaderBytes: 8 * 1024,
        bodyLimitBytes: 64 * 1024,
      },
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
});

/** Opens a raw connection, writes `text`, and resolves with everything read until the server closes it. */
function exchange(text: string): Promise<{ data: string; socket: Socket }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ data, socket }));
  });
}

describe('HTTP server limits', () => {
  it('are applied to the Node server', () => {
    expect(app.server.requestTimeout).toBe(1_000);
    expect(app.server.headersTimeout).toBe(1_000);
    expect(app.server.timeout).toBe(3_000);
    expect(app.server.keepAliveTimeout).toBe(DEFAULT_SERVER_LIMITS.keepAliveTimeoutMs);
    expect((app.server as unknown as { maxHeaderSize: number }).maxHeaderSize).toBe(8 * 1024);
  });

  it('close a connection whose body never finishes (408)', async () => {
    const started = Date.now();
    const { data } = await exchange(
      'POST /api/partner/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(data).toMatch(/^HTTP\/1\.1 408/);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answer 431 for request headers over the limit', async () => {
    const { data } = await exchange(
      `GET /api/meta.json HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(9 * 1024)}\r\n\r\n`,
    );
    expect(data).toMatch(/^HTTP\/1\.1 431/);
  });

  it('answer 413 for a body over the limit', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/partner/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413 });
  });
});
