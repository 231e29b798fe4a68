import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from './client/ApiError.ts';
import { isApiError } from './client/ApiError.ts';
import { createApiClient } from './client/createApiClient.ts';
import { apiMessages } from './client/messages.ts';
import { createFakeFetch, jsonResponse } from './test/fakeFetch.ts';
import { FakeXhr } from './test/fakeXhr.ts';
import { putToPresignedUrl, uploadFile, type UploadProgress } from './upload.ts';

const UPLOAD_URL =
  'https://storage.example.net/partner-portal/uploads/2026/03/k/photo.png?X-Amz-Signature=abc&X-Amz-Expires=300';

function setup(
  presignBody: unknown = { status: 200, s3_key: 'uploads/2026/03/k/photo.png', uploadUrl: UPLOAD_URL },
) {
  const { fetch, calls } = createFakeFetch(() => jsonResponse(presignBody));
  const client = createApiClient({
    baseUrl: 'https://api.example.com/api',
    getToken: () => 'secret-token',
    fetch,
  });
  const xhrs: FakeXhr[] = [];
  const createXhr = () => {
    const xhr = new FakeXhr();
    xhrs.push(xhr);
    return xhr;
  };
  return { client, calls, xhrs, createXhr };
}

const photo = () => new File([new Uint8Array(1000)], 'photo.png', { type: 'image/png' });

async function sentXhr(xhrs: FakeXhr[]): Promise<FakeXhr> {
  await vi.waitFor(() => expect(xhrs[0]?.sent).toBe(true));
  return xhrs[0] as FakeXhr;
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected the promise to reject');
}

describe('uploadFile', () => {
  it('asks the API for an upload URL, then PUTs the raw file there with its content type', async () => {
    const { client, calls, xhrs, createXhr } = setup();
    const file = photo();
    const done = uploadFile(client, file, { createXhr });
    const xhr = await sentXhr(xhrs);

    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('https://api.example.com/api/management/get-presigned-url-for-upload/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      filename: 'photo.png',
      filetype: 'image/png',
      filesize: 1000,
    });
    expect(calls[0]?.headers.get('Authorization')).toBe('Token secret-token');

    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(UPLOAD_URL);
    expect(xhr.body).toBe(file);
    expect(xhr.headers.get('content-type')).toBe('image/png');
    xhr.respond(200);
    await expect(done).resolves.toEqual({
      key: 'uploads/2026/03/k/photo.png',
      contentType: 'image/png',
      size: 1000,
    });
  });

  it('never sends the Authorization header or credentials to the storage host', async () => {
    const { client, xhrs, createXhr } = setup();
    const done = uploadFile(client, photo(), { createXhr });
    const xhr = await sentXhr(xhrs);
    expect([...xhr.headers.keys()]).toEqual(['content-type']);
    expect(xhr.headers.has('authorization')).toBe(false);
    expect(xhr.withCredentials).toBe(false);
    xhr.respond(200);
    await done;
  });

  it('reports progress in bytes and percent, ending at 100', async () => {
    const { client, xhrs, createXhr } = setup();
    const progress: UploadProgress[] = [];
    const done = uploadFile(client, photo(), { createXhr, onProgress: (p) => progress.push(p) });
    const xhr = await sentXhr(xhrs);
    xhr.progress(0, 1000);
    xhr.progress(333, 1000);
    xhr.progress(999, 1000);
    xhr.progress(500, 0, false); // no total from the browser: the file size is used
    xhr.respond(200);
    await done;
    expect(progress).toEqual([
      { loaded: 0, total: 1000, percent: 0 },
      { loaded: 333, total: 1000, percent: 33 },
      { loaded: 999, total: 1000, percent: 99 },
      { loaded: 500, total: 1000, percent: 50 },
      { loaded: 1000, total: 1000, percent: 100 },
    ]);
  });

  it('aborts the PUT when the signal fires, rejecting with kind aborted', async () => {
    const { client, xhrs, createXhr } = setup();
    const controller = new AbortController();
    const done = uploadFile(client, photo(), { createXhr, signal: controller.signal });
    const xhr = await sentXhr(xhrs);
    controller.abort();
    const error = await rejection(done);
    expect(error.kind).toBe('aborted');
    expect(xhr.aborted).toBe(true);
  });

  it('aborts before the PUT when the signal fired during the presign call', async () => {
    const { client, xhrs, createXhr, calls } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(uploadFile(client, photo(), { createXhr, signal: controller.signal }));
    expect(error.kind).toBe('aborted');
    expect(calls).toHaveLength(0);
    expect(xhrs).toHaveLength(0);
  });

  it("fails with the spec's message when the answer lacks s3_key or uploadUrl", async () => {
    for (const body of [
      { status: 200, uploadUrl: UPLOAD_URL },
      { status: 200, s3_key: 'uploads/a.png' },
      { status: 200, s3_key: '', uploadUrl: UPLOAD_URL },
      {},
    ]) {
      const { client, xhrs, createXhr } = setup(body);
      const error = await rejection(uploadFile(client, photo(), { createXhr }));
      expect(error.message).toBe('Invalid S3 response: missing upload URL or public URL');
      expect(error.kind).toBe('parse');
      expect(xhrs).toHaveLength(0);
    }
  });

  it('rejects with the server message when the presign call fails', async () => {
    const { fetch } = createFakeFetch(() =>
      jsonResponse({ status: 400, message: 'This file type is not allowed.' }, 400),
    );
    const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => 't', fetch });
    const error = await rejection(
      uploadFile(client, new Blob(['x'], { type: 'text/html' }), { createXhr: () => new FakeXhr() }),
    );
    expect(error).toMatchObject({ kind: 'http', status: 400, message: 'This file type is not allowed.' });
    expect(fetch.mock.calls[0]?.[1].body).toBe(
      JSON.stringify({ filename: 'file', filetype: 'text/html', filesize: 1 }),
    );
  });

  it('maps storage refusals, network errors and time-outs to ApiError kinds', async () => {
    const cases: [(xhr: FakeXhr) => void, Partial<ApiError>][] = [
      [
        (xhr) => xhr.respond(403, '<Error><Code>SignatureDoesNotMatch</Code></Error>'),
        { kind: 'http', status: 403 },
      ],
      [(xhr) => xhr.fail(), { kind: 'network', message: apiMessages.network }],
      [(xhr) => xhr.timeOut(), { kind: 'timeout', message: apiMessages.timeout }],
    ];
    for (const [finish, expected] of cases) {
      const { client, xhrs, createXhr } = setup();
      const done = uploadFile(client, photo(), { createXhr, timeoutMs: 5000 });
      const xhr = await sentXhr(xhrs);
      expect(xhr.timeout).toBe(5000);
      finish(xhr);
      expect(await rejection(done)).toMatchObject(expected);
    }
  });

  it('sends the link ids of a form reached by link', async () => {
    const { client, calls, xhrs, createXhr } = setup();
    const done = uploadFile(client, photo(), { createXhr, link: { ticketId: 'T1', linkId: 'U1' } });
    const xhr = await sentXhr(xhrs);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      filename: 'photo.png',
      filetype: 'image/png',
      filesize: 1000,
      ticket_id: 'T1',
      urlunique_id: 'U1',
    });
    xhr.respond(200);
    await done;
  });

  it('uses the given name and type for a Blob', async () => {
    const { client, calls, xhrs, createXhr } = setup();
    const done = uploadFile(client, new Blob(['%PDF']), {
      createXhr,
      filename: 'declaration.pdf',
      contentType: 'application/pdf',
    });
    const xhr = await sentXhr(xhrs);
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      filename: 'declaration.pdf',
      filetype: 'application/pdf',
    });
    expect(xhr.headers.get('content-type')).toBe('application/pdf');
    xhr.respond(204);
    await expect(done).resolves.toMatchObject({ contentType: 'application/pdf', size: 4 });
  });
});

describe('putToPresignedUrl', () => {
  it('does not open a request when already aborted, and survives a throwing progress listener', async () => {
    const controller = new AbortController();
    controller.abort();
    const xhr = new FakeXhr();
    const error = await rejection(
      putToPresignedUrl(UPLOAD_URL, new Blob(['x']), 'text/plain', {
        signal: controller.signal,
        createXhr: () => xhr,
      }),
    );
    expect(error.kind).toBe('aborted');
    expect(xhr.sent).toBe(false);

    const second = new FakeXhr();
    const done = putToPresignedUrl(UPLOAD_URL, new Blob(['xy']), 'text/plain', {
      createXhr: () => second,
      onProgress: () => {
        throw new Error('listener bug');
      },
    });
    second.progress(1, 2);
    second.respond(200);
    await expect(done).resolves.toBeUndefined();
  });
});
