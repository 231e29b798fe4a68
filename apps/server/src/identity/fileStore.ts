import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded registration files go (address proof, partner images, PAN scan, Aadhaar file).
 * Keys are relative paths such as `temp-partners/<id>/pan_scan-<random>.pdf`.
 * Spec: access §2 'Partner registration wizard', §3 (company step, final step files).
 */
export interface FileStore {
  /** Stores `body` under `key` and returns the key. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<string>;
  /** Opens a stored file, or undefined when there is none. */
  get(key: string): Promise<Readable | undefined>;
  /** Removes a stored file (no error when it is missing). */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/**
 * A {@link FileStore} on the local disk under `root` (UPLOAD_DIR, or next to DATA_DIR). Keys may
 * only hold letters, digits, `.`, `_`, `-` and `/` separators, so no key can leave `root`.
 * The content type is the caller's to keep (the database stores it).
 */
export class LocalFileStore implements FileStore {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid file key: ${key}`);
    }
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable | Buffer, _contentType: string): Promise<string> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    if (Buffer.isBuffer(body)) await writeFile(file, body, { flag: 'wx' });
    else await pipeline(body, createWriteStream(file, { flags: 'wx' }));
    return key;
  }

  async get(key: string): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    try {
      await stat(file);
    } catch {
      return undefined;
    }
    return createReadStream(file);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}

/** Reads a whole stream into a Buffer (tests, small files). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/**
 * Default upload folder: `uploads` beside the PGlite data folder (`apps/server/.data/uploads`), or a
 * per-process temp folder when the database is in memory (`memory://`, tests and e2e).
 */
export function defaultUploadDir(dataDir: string): string {
  if (dataDir.startsWith('memory://')) return path.join(tmpdir(), `partner-portal-uploads-${process.pid}`);
  return path.join(path.dirname(dataDir), 'uploads');
}
