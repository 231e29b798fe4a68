import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, type ServerConfig } from '../config.ts';
import { readAll } from '../identity/fileStore.ts';
import { corsXml, startObjectStorage } from './objectStorage.ts';

const base: ServerConfig = { ...loadConfig({ DATA_DIR: 'memory://' }), storageMode: 'local' };

describe('startObjectStorage', () => {
  it('uses a temporary folder for an in-memory database and removes it on close', async () => {
    const storage = await startObjectStorage(base);
    const directory = storage?.directory;
    expect(directory && existsSync(directory)).toBe(true);
    expect(storage?.endpoint).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await storage?.close();
    await storage?.close(); // twice is harmless
    expect(directory && existsSync(directory)).toBe(false);
  });

  it('keeps the files in S3_DIR across restarts', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 's3-dir-test-'));
    try {
      const first = await startObjectStorage({ ...base, s3Dir: directory });
      const url = await first!.presignPut({
        key: 'uploads/kept.txt',
        contentType: 'text/plain',
        contentLength: 4,
      });
      expect(
        (await fetch(url, { method: 'PUT', body: 'kept', headers: { 'Content-Type': 'text/plain' } })).status,
      ).toBe(200);
      await first!.close();

      const second = await startObjectStorage({ ...base, s3Dir: directory });
      const response = await fetch(await second!.presignGet('uploads/kept.txt'));
      expect(await response.text()).toBe('kept');
      await second!.close();
      expect(existsSync(directory)).toBe(true);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });

  it('puts, reads, lists and deletes objects from the server (issue 15; listing s3rver works)', async () => {
    const storage = (await startObjectStorage(base))!;
    try {
      await storage.putObject('uploads/kyc/p1/pan_scan-1.jpg', Buffer.from('scan'), 'image/jpeg');
      await storage.putObject('uploads/kyc/p1/aadhaar_file-2.pdf', Buffer.from('%PDF-'), 'application/pdf');
      const listed = await storage.list('uploads/kyc/p1/');
      expect(listed.map((item) => item.key).sort()).toEqual([
        'uploads/kyc/p1/aadhaar_file-2.pdf',
        'uploads/kyc/p1/pan_scan-1.jpg',
      ]);
      expect(listed.find((item) => item.key.endsWith('.jpg'))?.size).toBe(4);
      const object = await storage.getObject('uploads/kyc/p1/pan_scan-1.jpg');
      expect(object && (await readAll(object)).toString()).toBe('scan');
      await storage.deleteObject('uploads/kyc/p1/pan_scan-1.jpg');
      await storage.deleteObject('uploads/kyc/p1/missing.jpg');
      expect(await storage.getObject('uploads/kyc/p1/pan_scan-1.jpg')).toBeUndefined();
      expect(await storage.list('uploads/kyc/p1/')).toHaveLength(1);
    } finally {
      await storage.close();
    }
  });

  it('starts nothing when off, and only signs for external storage', async () => {
    expect(await startObjectStorage({ ...base, storageMode: 'off' })).toBeUndefined();
    const external = await startObjectStorage({
      ...base,
      storageMode: 'external',
      s3Endpoint: 'https://s3.ap-south-1.amazonaws.com',
      s3Bucket: 'pp-files',
      s3AccessKeyId: 'AKIDEXAMPLE',
      s3SecretAccessKey: 'secret',
    });
    expect(external).toMatchObject({
      mode: 'external',
      origin: 'https://s3.ap-south-1.amazonaws.com',
      directory: undefined,
    });
    const url = new URL(
      await external!.presignPut({ key: 'uploads/a.png', contentType: 'image/png', contentLength: 3 }),
    );
    expect(url.href.startsWith('https://s3.ap-south-1.amazonaws.com/pp-files/uploads/a.png?')).toBe(true);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    await external!.close();
  });
});

describe('corsXml', () => {
  it('lists the origins and the browser methods, and drops markup', () => {
    const xml = corsXml(['https://portal.example', 'https://<evil>']);
    expect(xml).toContain('<AllowedOrigin>https://portal.example</AllowedOrigin>');
    expect(xml).toContain('<AllowedOrigin>https://evil</AllowedOrigin>');
    expect(xml).toContain('<AllowedMethod>PUT</AllowedMethod>');
    expect(corsXml([])).toContain('<AllowedOrigin>*</AllowedOrigin>');
  });
});
