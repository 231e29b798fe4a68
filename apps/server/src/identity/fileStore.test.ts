import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { defaultUploadDir, LocalFileStore, readAll } from './fileStore.ts';

describe('LocalFileStore', () => {
  it('stores, reads and deletes buffers and streams, and refuses keys that leave its folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pp-store-'));
    try {
      const store = new LocalFileStore(root);
      expect(await store.put('a/one.pdf', Buffer.from('%PDF-1'), 'application/pdf')).toBe('a/one.pdf');
      await store.put('a/two.png', Readable.from([Buffer.from('png')]), 'image/png');
      const one = await store.get('a/one.pdf');
      expect(one && (await readAll(one)).toString()).toBe('%PDF-1');
      await expect(store.put('a/one.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
      await store.delete('a/one.pdf');
      expect(await store.get('a/one.pdf')).toBeUndefined();
      for (const key of ['../evil', 'a/../../evil', '/etc/passwd', 'a//b', '.hidden', 'a/./b']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Invalid file key/);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('defaults to uploads beside the database, or a temp folder for memory://', () => {
    expect(defaultUploadDir('/srv/data/pglite')).toBe('/srv/data/uploads');
    expect(defaultUploadDir('memory://')).toContain(tmpdir());
  });
});
