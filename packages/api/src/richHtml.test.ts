import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client/createApiClient.ts';
import { isStorageKey, toDisplayHtml, toStoredHtml, uploadRichTextImage } from './richHtml.ts';
import { createStorageLinks, type PresignGet, type StorageAreaTable } from './storageLinks.ts';
import { createFakeFetch, jsonResponse } from './test/fakeFetch.ts';
import { FakeXhr } from './test/fakeXhr.ts';

const AREAS: StorageAreaTable = {
  production: { hosts: ['portal.example.in'], bucket: 'pp-prod-files' },
  secondTenant: { hosts: [], bucket: 'pp-tenant-two-files' },
  staging: { hosts: [], bucket: 'pp-staging-files' },
  test: { bucket: 'pp-test-files' },
};

let signCount = 0;
const presign = vi.fn<PresignGet>(
  async ({ bucket, key, expiresIn }) =>
    `https://s3.ap-south-1.amazonaws.com/${bucket}/${key}?X-Amz-Expires=${expiresIn}&X-Amz-Signature=sig${++signCount}`,
);
const links = createStorageLinks({ areas: AREAS, host: 'portal.example.in', presign });

/** Parses HTML so assertions read attributes, not serialisation details. */
const images = (html: string) =>
  Array.from(new DOMParser().parseFromString(html, 'text/html').querySelectorAll('img')).map((img) =>
    img.getAttribute('src'),
  );

describe('toStoredHtml', () => {
  it('reduces each signed image link of the bucket to its storage key and keeps other sources', () => {
    const html =
      '<p>Before</p>' +
      '<img src="https://s3.ap-south-1.amazonaws.com/pp-prod-files/uploads/2026/03/a/site%20photo.png?X-Amz-Expires=60&amp;X-Amz-Signature=abc" alt="Site">' +
      '<img src="https://cdn.example/logo.png" alt="Logo">' +
      '<img src="uploads/already-a-key.png" alt="Key">';
    const stored = toStoredHtml(html, links);
    expect(images(stored)).toEqual([
      'uploads/2026/03/a/site photo.png',
      'https://cdn.example/logo.png',
      'uploads/already-a-key.png',
    ]);
    expect(stored).toContain('<p>Before</p>');
    expect(stored).not.toContain('X-Amz-Signature');
  });

  it('sanitises what it stores', () => {
    const stored = toStoredHtml('<p onclick="steal()">Hi</p><script>alert(1)</script>', links);
    expect(stored).toBe('<p>Hi</p>');
  });
});

describe('toDisplayHtml', () => {
  it('replaces storage keys with fresh signed display links (60 s) and leaves URLs alone', async () => {
    const html =
      '<h2>Report</h2><img src="uploads/a.png" alt="A"><img src="https://cdn.example/b.png" alt="B">';
    const first = await toDisplayHtml(html, links);
    const second = await toDisplayHtml(html, links);
    const [signed, external] = images(first);
    expect(signed).toMatch(
      /^https:\/\/s3\.ap-south-1\.amazonaws\.com\/pp-prod-files\/uploads\/a\.png\?X-Amz-Expires=60&X-Amz-Signature=sig\d+$/,
    );
    expect(external).toBe('https://cdn.example/b.png');
    expect(images(second)[0]).not.toBe(signed); // fresh on every render
    expect(first).toContain('<h2>Report</h2>');
  });

  it('sanitises with DOMPurify at render time, whatever was stored', async () => {
    const stored =
      '<img src="uploads/a.png" onerror="alert(1)"><script>alert(2)</script>' +
      '<a href="javascript:alert(3)">x</a><iframe src="https://evil.example"></iframe><p style="color:red">ok</p>';
    const shown = await toDisplayHtml(stored, links);
    expect(shown).not.toMatch(/onerror|<script|javascript:|<iframe/i);
    const doc = new DOMParser().parseFromString(shown, 'text/html');
    expect(doc.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/s3\./);
    expect(doc.querySelector('p')?.textContent).toBe('ok');
  });

  it('keeps the key when signing fails', async () => {
    const failing = createStorageLinks({
      areas: AREAS,
      host: 'localhost',
      presign: async () => {
        throw new Error('no credentials');
      },
    });
    expect(images(await toDisplayHtml('<img src="uploads/a.png">', failing))).toEqual(['uploads/a.png']);
  });
});

describe('isStorageKey', () => {
  it('tells keys from URLs', () => {
    expect(isStorageKey('uploads/a.png')).toBe(true);
    for (const src of [
      '',
      'https://a/b',
      'http://a/b',
      'data:image/png;base64,AA',
      'blob:x',
      '//cdn/a',
      '#top',
    ]) {
      expect(isStorageKey(src), src).toBe(false);
    }
  });
});

describe('uploadRichTextImage', () => {
  it('uploads the image and returns its key and a signed display link', async () => {
    const { fetch } = createFakeFetch(() =>
      jsonResponse({
        status: 200,
        s3_key: 'uploads/2026/03/k/img.png',
        uploadUrl: 'https://storage.example/put',
      }),
    );
    const client = createApiClient({ baseUrl: 'https://api.example.com/api', getToken: () => 't', fetch });
    const xhr = new FakeXhr();
    const done = uploadRichTextImage(client, links, new File(['png'], 'img.png', { type: 'image/png' }), {
      createXhr: () => xhr,
    });
    await vi.waitFor(() => expect(xhr.sent).toBe(true));
    xhr.respond(200);
    const { key, url } = await done;
    expect(key).toBe('uploads/2026/03/k/img.png');
    expect(url).toMatch(
      /^https:\/\/s3\.ap-south-1\.amazonaws\.com\/pp-prod-files\/uploads\/2026\/03\/k\/img\.png\?X-Amz-Expires=60/,
    );
  });
});
