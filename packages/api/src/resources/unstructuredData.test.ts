import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import { latestTemplate } from './unstructuredData.ts';

function setup(answer: (url: string) => unknown = () => ({ status: 200, message: 'Saved' })) {
  const { fetch, calls } = createFakeFetch((url) => jsonResponse(answer(url)));
  const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => null, fetch });
  return { client, calls };
}

const body = (call: { init: RequestInit } | undefined) => JSON.parse(String(call?.init.body)) as unknown;

describe('client.unstructuredData', () => {
  it('reads the templates in camelCase and saves the answers in the server words', async () => {
    const { client, calls } = setup((url) =>
      url.includes('unstructured-template')
        ? {
            status: 200,
            count: 1,
            results: [
              {
                id: 2,
                project: '101',
                name: 'v2',
                data: [{ key: 'Asset tag', is_optional: true, value: ['a', 'b'] }],
                created_at: '2026-03-01T10:00:00Z',
              },
            ],
          }
        : { status: 200, message: 'Saved' },
    );
    await expect(client.unstructuredData.templates('101')).resolves.toEqual([
      {
        id: 2,
        project: '101',
        name: 'v2',
        items: [{ key: 'Asset tag', isOptional: true, value: ['a', 'b'] }],
        createdAt: '2026-03-01T10:00:00Z',
      },
    ]);
    await expect(
      client.unstructuredData.save({ ticket: 'T1', answers: [{ key: 'Asset tag', value: 'A1' }] }),
    ).resolves.toEqual({ message: 'Saved' });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://api.example.com/api/management/unstructured-template/?project=101',
      'POST https://api.example.com/api/management/unstructured-update-by-template/',
    ]);
    expect(body(calls[1])).toEqual({ ticket: 'T1', data: [{ key: 'Asset tag', value: 'A1' }] });
  });
});

describe('latestTemplate', () => {
  it('gives the last template, or nothing', () => {
    const older = { id: 1, project: '101', name: 'v1', items: [], createdAt: '' };
    const newer = { ...older, id: 2, name: 'v2' };
    expect(latestTemplate([older, newer])).toBe(newer);
    expect(latestTemplate([])).toBeUndefined();
  });
});
