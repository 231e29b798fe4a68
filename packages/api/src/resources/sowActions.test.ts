import { describe, expect, it } from 'vitest';
import { callLines, clientWith, writeLines } from '../test/fakeClient.ts';
import { jsonResponse } from '../test/fakeFetch.ts';

describe('client.sowActions', () => {
  it('lists at its spec path with the query in the server words and answers camelCase', async () => {
    const project = { id: 1, code: 'PRJ-1', name: 'Metro' };
    const { client, calls } = clientWith(() =>
      jsonResponse({
        status: 200,
        count: 1,
        results: [
          {
            id: 1,
            project,
            sowsubtype: 'Installation',
            action: 'auto_close',
            created_at: '2026-01-01T00:00:00Z',
          },
        ],
      }),
    );
    const page = await client.sowActions.list({ project: 1, sowSubtype: 'Installation' });
    expect(callLines(calls)).toEqual([
      'GET https://portal.example/api/management/get-sowsubtype-action/?project=1&sowsubtype=Installation',
    ]);
    expect(page.results).toEqual([
      { id: 1, project, sowSubtype: 'Installation', action: 'auto_close', createdAt: '2026-01-01T00:00:00Z' },
    ]);
  });

  it('sends a new action as JSON in the server words', async () => {
    const { client, calls } = clientWith(() =>
      jsonResponse(
        {
          status: 201,
          message: 'ok',
          data: { id: 4, project_id: 1, sowsubtype: 'Break-Fix', action: 'auto_close', created_at: 'x' },
        },
        201,
      ),
    );
    const answer = await client.sowActions.create({
      projectId: 1,
      sowSubtype: 'Break-Fix',
      action: 'auto_close',
    });
    expect(writeLines(calls)).toEqual([
      [
        'POST',
        '/management/add-sowsubtype-action/',
        { project_id: 1, sowsubtype: 'Break-Fix', action: 'auto_close' },
      ],
    ]);
    expect(answer.data).toEqual({
      id: 4,
      projectId: 1,
      sowSubtype: 'Break-Fix',
      action: 'auto_close',
      createdAt: 'x',
    });
  });
});
