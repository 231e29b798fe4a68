import { describe, expect, it, vi } from 'vitest';
import {
  cachedCredentials,
  createStorageLinks,
  storageAreaForHost,
  type PresignGet,
  type PresignGetRequest,
  type StorageAreaTable,
} from './storageLinks.ts';

const AREAS: StorageAreaTable = {
  production: { hosts: ['portal.example.in', 'www.portal.example.in'], bucket: 'pp-prod-files' },
  secondTenant: { hosts: ['partners.tenant-two.example'], bucket: 'pp-tenant-two-files' },
  staging: { hosts: ['staging.portal.example.in'], bucket: 'pp-staging-files' },
  test: { bucket: 'pp-test-files' },
};

function fakePresigner(fail = false) {
  const requests: PresignGetRequest[] = [];
  const presign = vi.fn<PresignGet>(async (request) => {
    requests.push(request);
    if (fail) throw new Error('ExpiredToken');
    return `https://signed.example/${request.bucket}/${request.key}?ttl=${request.expiresIn ?? 'default'}`;
  });
  return { presign, requests };
}

describe('storageAreaForHost', () => {
  it('recognises production, the second tenant and staging by host, and uses the test area otherwise', () => {
    expect(storageAreaForHost('portal.example.in', AREAS)).toEqual({
      area: 'production',
      bucket: 'pp-prod-files',
    });
    expect(storageAreaForHost('WWW.Portal.Example.in:443', AREAS).area).toBe('production');
    expect(storageAreaForHost('partners.tenant-two.example', AREAS).bucket).toBe('pp-tenant-two-files');
    expect(storageAreaForHost('staging.portal.example.in', AREAS).bucket).toBe('pp-staging-files');
    for (const host of ['localhost', '127.0.0.1:8080', 'evil-portal.example.in', '']) {
      expect(storageAreaForHost(host, AREAS), host).toEqual({ area: 'test', bucket: 'pp-test-files' });
    }
  });
});

describe('createStorageLinks', () => {
  it('signs display links for 60 s and download links for 300 s named declaration_file.docx', async () => {
    const { presign, requests } = fakePresigner();
    const links = createStorageLinks({ areas: AREAS, host: 'staging.portal.example.in', presign });
    expect(links.bucket).toBe('pp-staging-files');
    expect(await links.displayLink('uploads/2026/03/a/photo.png')).toBe(
      'https://signed.example/pp-staging-files/uploads/2026/03/a/photo.png?ttl=60',
    );
    await links.downloadLink('/uploads/decl.docx');
    await links.link('uploads/x.pdf');
    expect(requests).toEqual([
      { bucket: 'pp-staging-files', key: 'uploads/2026/03/a/photo.png', expiresIn: 60 },
      {
        bucket: 'pp-staging-files',
        key: 'uploads/decl.docx',
        expiresIn: 300,
        downloadName: 'declaration_file.docx',
      },
      { bucket: 'pp-staging-files', key: 'uploads/x.pdf', expiresIn: undefined },
    ]);
  });

  it('uses an empty reference or an https address as it is, without signing', async () => {
    const { presign } = fakePresigner();
    const links = createStorageLinks({ areas: AREAS, host: 'localhost', presign });
    for (const reference of ['', '  ', 'https://cdn.example/logo.png', 'HTTPS://cdn.example/a']) {
      expect(await links.displayLink(reference)).toBe(reference);
      expect(await links.downloadLink(reference)).toBe(reference);
    }
    expect(presign).not.toHaveBeenCalled();
  });

  it('returns the original reference when a display link cannot be signed, and reports it', async () => {
    const { presign } = fakePresigner(true);
    const onError = vi.fn();
    const links = createStorageLinks({ areas: AREAS, host: 'localhost', presign, onError });
    expect(await links.displayLink('uploads/a.png')).toBe('uploads/a.png');
    expect(await links.link('uploads/a.png')).toBe('uploads/a.png');
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it("fails a download link with 'Failed to Download the file'", async () => {
    const { presign } = fakePresigner(true);
    const links = createStorageLinks({ areas: AREAS, host: 'localhost', presign });
    await expect(links.downloadLink('uploads/a.docx')).rejects.toThrow('Failed to Download the file');
  });

  it('finds the key behind a signed link of its bucket only', () => {
    const links = createStorageLinks({
      areas: AREAS,
      host: 'portal.example.in',
      presign: fakePresigner().presign,
    });
    expect(
      links.keyFromUrl(
        'https://s3.ap-south-1.amazonaws.com/pp-prod-files/uploads/a%20b.png?X-Amz-Signature=f00',
      ),
    ).toBe('uploads/a b.png');
    expect(
      links.keyFromUrl('https://pp-prod-files.s3.ap-south-1.amazonaws.com/uploads/a.png?X-Amz-Signature=1'),
    ).toBe('uploads/a.png');
    expect(
      links.keyFromUrl('https://s3.ap-south-1.amazonaws.com/other-bucket/a.png?X-Amz-Signature=1'),
    ).toBeUndefined();
    expect(links.keyFromUrl('https://cdn.example/pp-prod-files/a.png')).toBeUndefined();
    expect(links.keyFromUrl('uploads/a.png')).toBeUndefined();
  });

  it('signs with the AWS SDK and the credentials provider by default, for the region ap-south-1', async () => {
    const credentials = vi.fn(async () => ({
      accessKeyId: 'ASIAEXAMPLEKEY',
      secretAccessKey: 'example-secret',
      sessionToken: 'session-token',
      expiration: new Date(Date.now() + 3600_000),
    }));
    const links = createStorageLinks({ areas: AREAS, host: 'localhost', credentials });
    const display = new URL(await links.displayLink('uploads/2026/a.png'));
    expect(display.hostname).toBe('pp-test-files.s3.ap-south-1.amazonaws.com');
    expect(display.pathname).toBe('/uploads/2026/a.png');
    expect(display.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(display.searchParams.get('X-Amz-Credential')).toMatch(
      /^ASIAEXAMPLEKEY\/\d{8}\/ap-south-1\/s3\/aws4_request$/,
    );
    expect(display.searchParams.get('X-Amz-Security-Token')).toBe('session-token');
    const download = new URL(await links.downloadLink('uploads/2026/decl.docx'));
    expect(download.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(download.searchParams.get('response-content-disposition')).toBe(
      'attachment; filename="declaration_file.docx"',
    );
    expect(credentials).toHaveBeenCalled();
    expect(links.keyFromUrl(display.href)).toBe('uploads/2026/a.png');
  });

  it('signs path-style for a custom endpoint (the local storage server)', async () => {
    const links = createStorageLinks({
      areas: AREAS,
      host: 'localhost',
      endpoint: 'http://127.0.0.1:4568',
      credentials: async () => ({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }),
    });
    const url = new URL(await links.displayLink('uploads/a.png'));
    expect(url.origin).toBe('http://127.0.0.1:4568');
    expect(url.pathname).toBe('/pp-test-files/uploads/a.png');
    expect(links.keyFromUrl(url.href)).toBe('uploads/a.png');
  });

  it('returns the reference when there is no credentials provider', async () => {
    const links = createStorageLinks({ areas: AREAS, host: 'localhost' });
    expect(await links.displayLink('uploads/a.png')).toBe('uploads/a.png');
  });
});

describe('cachedCredentials', () => {
  it('loads once, shares concurrent loads, and reloads a minute before expiry', async () => {
    let clock = Date.parse('2026-03-10T09:00:00Z');
    let count = 0;
    const load = vi.fn(async () => ({
      accessKeyId: `KEY${++count}`,
      secretAccessKey: 'secret',
      expiration: new Date(clock + 3600_000).toISOString(),
    }));
    const provider = cachedCredentials(load, { now: () => clock });
    const [first, second] = await Promise.all([provider(), provider()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(first.expiration?.toISOString()).toBe('2026-03-10T10:00:00.000Z');
    clock += 58 * 60_000;
    expect((await provider()).accessKeyId).toBe('KEY1');
    clock += 60_000; // inside the one-minute margin
    expect((await provider()).accessKeyId).toBe('KEY2');
  });

  it('does not cache a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ accessKeyId: string; secretAccessKey: string }>>()
      .mockRejectedValueOnce(new Error('401'))
      .mockResolvedValueOnce({ accessKeyId: 'K', secretAccessKey: 'S' });
    const provider = cachedCredentials(load);
    await expect(provider()).rejects.toThrow('401');
    expect(await provider()).toEqual({ accessKeyId: 'K', secretAccessKey: 'S' });
    expect(await provider()).toEqual({ accessKeyId: 'K', secretAccessKey: 'S' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
