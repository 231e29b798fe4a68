import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { createFakeFetch, jsonResponse } from '../test/fakeFetch.ts';
import { isUploadContentType } from '../uploadRules.ts';

function setup(answer: (url: string) => unknown = () => ({ status: 200, message: 'Saved' })) {
  const { fetch, calls } = createFakeFetch((url) => jsonResponse(answer(url)));
  const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => null, fetch });
  return { client, calls };
}

const body = (call: { init: RequestInit } | undefined) => JSON.parse(String(call?.init.body)) as unknown;

describe('client.fileUpload', () => {
  it('presigns in the server words and answers camelCase; an answer without a key gives empty texts', async () => {
    let answer: unknown = {
      status: 200,
      s3_key: 'uploads/a.png',
      uploadUrl: 'https://s3/u',
      expires_in: 300,
    };
    const { client, calls } = setup((url) =>
      url.includes('storage-credentials')
        ? {
            status: 200,
            accessKeyId: 'k',
            secretAccessKey: 's',
            expiration: '2026-03-01T10:00:00Z',
            region: 'ap-south-1',
            bucket: 'b',
            endpoint: 'http://127.0.0.1:9000',
            forcePathStyle: true,
          }
        : answer,
    );
    await expect(
      client.fileUpload.presign({
        fileName: 'a.png',
        contentType: 'image/png',
        sizeBytes: 3,
        link: { ticketId: 'T1', linkId: 'L1' },
      }),
    ).resolves.toEqual({ key: 'uploads/a.png', uploadUrl: 'https://s3/u', expiresInSeconds: 300 });
    expect(body(calls[0])).toEqual({
      filename: 'a.png',
      filetype: 'image/png',
      filesize: 3,
      ticket_id: 'T1',
      urlunique_id: 'L1',
    });
    answer = { status: 200 };
    await expect(
      client.fileUpload.presign({ fileName: 'b.pdf', contentType: 'application/pdf', sizeBytes: 9 }),
    ).resolves.toEqual({ key: '', uploadUrl: '' });
    expect(body(calls[1])).toEqual({ filename: 'b.pdf', filetype: 'application/pdf', filesize: 9 });
    await expect(client.fileUpload.storageCredentials()).resolves.toEqual({
      accessKeyId: 'k',
      secretAccessKey: 's',
      expiration: '2026-03-01T10:00:00Z',
      region: 'ap-south-1',
      bucket: 'b',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'POST https://api.example.com/api/management/get-presigned-url-for-upload/',
      'POST https://api.example.com/api/management/get-presigned-url-for-upload/',
      'GET https://api.example.com/api/management/storage-credentials/',
    ]);
  });
});

describe('isUploadContentType', () => {
  it('accepts the allow-list exactly', () => {
    expect(isUploadContentType('image/png')).toBe(true);
    expect(isUploadContentType('application/pdf')).toBe(true);
    for (const type of ['text/html', 'image/svg+xml', 'IMAGE/PNG', 'image/png; charset=x', '']) {
      expect(isUploadContentType(type), type).toBe(false);
    }
  });
});
