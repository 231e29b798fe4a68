import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import type { ApiNotice } from '../client/types.ts';
import { createFakeFetch } from '../test/fakeFetch.ts';
import { CLIENT_ERROR_STACK_LINES, clientErrorReport } from './clientErrors.ts';

describe('clientErrorReport', () => {
  it('keeps the message, the first stack lines, the route pattern and the version', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    error.stack = [
      'TypeError: boom',
      ...Array.from({ length: 40 }, (_, i) => `    at frame${i} (a.js:1:${i})`),
    ].join('\n');
    const report = clientErrorReport(error, '/detail/:uuid', '1.3.1');
    expect(report.message).toBe("Cannot read properties of undefined (reading 'map')");
    expect(report.stack.split('\n')).toHaveLength(CLIENT_ERROR_STACK_LINES);
    expect(report).toMatchObject({ route: '/detail/:uuid', appVersion: '1.3.1' });
  });

  it('caps the message at 500 characters and reports a thrown non-error as text', () => {
    expect(clientErrorReport(new Error('x'.repeat(900)), '/', '1').message).toHaveLength(500);
    expect(clientErrorReport('plain text', '/', '1')).toMatchObject({ message: 'plain text', stack: '' });
    expect(clientErrorReport(new Error(''), '/', '1').message).toBe('Unknown error');
  });
});

describe('client.clientErrors.report', () => {
  it('posts the report in the server’s words, without the token and without a notice', async () => {
    const onError = vi.fn<(notice: ApiNotice) => void>();
    const { fetch, calls } = createFakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({
      baseUrl: 'https://api.example.com/api',
      getToken: () => 'tok',
      fetch,
      onError,
    });
    await expect(
      client.clientErrors.report({ message: 'boom', stack: 'at x', route: '/records', appVersion: '1.3.1' }),
    ).resolves.toBeUndefined();
    expect(calls[0]?.url).toBe('https://api.example.com/api/client-errors/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      message: 'boom',
      stack: 'at x',
      route: '/records',
      app_version: '1.3.1',
    });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);

    const refused = createFakeFetch(() =>
      Response.json({ status: 429, message: 'Too many' }, { status: 429 }),
    );
    const silent = createApiClient({
      baseUrl: 'https://api.example.com/api',
      getToken: () => null,
      fetch: refused.fetch,
      onError,
    });
    await expect(
      silent.clientErrors.report({ message: 'boom', stack: '', route: '/', appVersion: '1' }),
    ).rejects.toMatchObject({ status: 429 });
    expect(onError).not.toHaveBeenCalled();
  });
});
