import { createApiClient, type XhrLike } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { useUploadQueue } from './useUploadQueue.ts';

/** A scriptable XHR: records the PUT and lets the test fire progress, completion and abort. */
class FakeXhr implements XhrLike {
  url = '';
  readonly headers = new Map<string, string>();
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = true;
  readonly upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name.toLowerCase(), value);
  }
  send() {}
  abort() {
    this.onabort?.();
  }
}

const LINK = { ticketId: 't1', linkId: 'u1' };

function setup(presign: (body: Record<string, unknown>) => Response) {
  const xhrs: FakeXhr[] = [];
  const fakeFetch = vi.fn(async (_url: string, init?: RequestInit) =>
    presign(JSON.parse(String(init?.body)) as Record<string, unknown>),
  );
  const client = createApiClient({ baseUrl: 'http://api.test', getToken: () => null, fetch: fakeFetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="en" messages={{}}>
      <ApiProvider client={client}>{children}</ApiProvider>
    </IntlProvider>
  );
  const { result } = renderHook(
    () =>
      useUploadQueue({
        link: LINK,
        createXhr: () => {
          const xhr = new FakeXhr();
          xhrs.push(xhr);
          return xhr;
        },
      }),
    { wrapper },
  );
  return { result, xhrs, fakeFetch };
}

const okPresign = (body: Record<string, unknown>) =>
  Response.json({
    status: 200,
    s3_key: `uploads/tickets/t1/${String(body.filename)}`,
    uploadUrl: 'http://s3.test/put',
  });

describe('useUploadQueue (operations §7 "File upload")', () => {
  it('presigns with the link ids, reports progress and ends with the storage key', async () => {
    const { result, xhrs, fakeFetch } = setup(okPresign);
    const file = new File(['0123456789'], 'sheet.txt', { type: 'text/plain' });
    act(() => result.current.add([file]));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    expect(JSON.parse(String(fakeFetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      filename: 'sheet.txt',
      filetype: 'text/plain',
      filesize: 10,
      ticket_id: 't1',
      urlunique_id: 'u1',
    });
    const xhr = xhrs[0]!;
    expect(xhr.headers.get('content-type')).toBe('text/plain');
    expect(xhr.headers.has('authorization')).toBe(false);
    act(() => xhr.upload.onprogress?.({ loaded: 4, total: 10, lengthComputable: true }));
    expect(result.current.items[0]).toMatchObject({ status: 'uploading', uploadedBytes: 4 });
    act(() => {
      xhr.status = 200;
      xhr.onload?.();
    });
    await waitFor(() =>
      expect(result.current.items[0]).toMatchObject({
        status: 'done',
        uploadedBytes: 10,
        key: 'uploads/tickets/t1/sheet.txt',
      }),
    );
  });

  it('cancels a running upload and removes items', async () => {
    const { result, xhrs } = setup(okPresign);
    act(() => result.current.add([new File(['a'], 'a.pdf', { type: 'application/pdf' })]));
    await waitFor(() => expect(xhrs).toHaveLength(1));
    act(() => result.current.cancel(result.current.items[0]!.id));
    await waitFor(() => expect(result.current.items[0]?.status).toBe('canceled'));
    act(() => result.current.remove(result.current.items[0]!.id));
    expect(result.current.items).toEqual([]);
  });

  it('marks a file failed with the reason, e.g. a presign answer without an upload URL', async () => {
    const { result } = setup(() => Response.json({ status: 200, s3_key: 'k' }));
    act(() => result.current.add([new File(['a'], 'a.txt', { type: 'text/plain' })]));
    await waitFor(() =>
      expect(result.current.items[0]).toMatchObject({
        status: 'error',
        errorMessage: 'Invalid S3 response: missing upload URL or public URL',
      }),
    );
  });
});
