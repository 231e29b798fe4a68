import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import { isUploadContentType } from '../uploadRules.ts';
import { joinSurveyChoices, lastTemplateData } from './management.ts';

function setup(body: unknown = { status: 200 }, status = 200) {
  const { fetch, calls } = createFakeFetch(() => jsonResponse(body, status));
  const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => null, fetch });
  return { client, calls };
}

describe('client.management', () => {
  it('loads templates and surveys and posts their answers as JSON', async () => {
    const { client, calls } = setup();
    await client.management.unstructuredTemplate('101');
    await client.management.unstructuredUpdateByTemplate({
      ticket: 'T1',
      data: [{ key: 'Asset tag', value: 'A1' }],
    });
    await client.management.csatTemplate('T1');
    await client.management.csatResponse({
      ticket: 'T1',
      template: 1,
      data: [
        {
          question_id: 2,
          answer: joinSurveyChoices(['Arrived on time', 'Kept the area clean']),
          source: 'web',
        },
      ],
    });
    await client.management.getPresignedUrlForUpload({
      filename: 'a.png',
      filetype: 'image/png',
      filesize: 3,
    });
    await client.management.storageCredentials();
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET https://api.example.com/api/management/unstructured-template/?project=101',
      'POST https://api.example.com/api/management/unstructured-update-by-template/',
      'GET https://api.example.com/api/management/csat-template/?ticket=T1',
      'POST https://api.example.com/api/management/csat-response/',
      'POST https://api.example.com/api/management/get-presigned-url-for-upload/',
      'GET https://api.example.com/api/management/storage-credentials/',
    ]);
    expect(JSON.parse(String(calls[3]?.init.body))).toEqual({
      ticket: 'T1',
      template: 1,
      data: [{ question_id: 2, answer: 'Arrived on time, Kept the area clean', source: 'web' }],
    });
    expect(calls[3]?.headers.get('Content-Type')).toBe('application/json');
  });
});

describe('helpers', () => {
  it("lastTemplateData gives the last entry's data, or nothing", () => {
    const item = { key: 'Asset tag', is_optional: false, value: '' };
    expect(
      lastTemplateData({
        status: 200,
        count: 2,
        results: [
          { id: 1, project: '101', name: 'v1', data: [], created_at: '' },
          { id: 2, project: '101', name: 'v2', data: [item], created_at: '' },
        ],
      }),
    ).toEqual([item]);
    expect(lastTemplateData({ status: 200, count: 0, results: [] })).toEqual([]);
  });

  it('isUploadContentType accepts the allow-list exactly', () => {
    expect(isUploadContentType('image/png')).toBe(true);
    expect(isUploadContentType('application/pdf')).toBe(true);
    for (const type of ['text/html', 'image/svg+xml', 'IMAGE/PNG', 'image/png; charset=x', '']) {
      expect(isUploadContentType(type), type).toBe(false);
    }
  });
});
