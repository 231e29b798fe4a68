import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ServerConfig } from '../config.ts';
import { HttpError } from '../errors.ts';
import type { ObjectStorage } from '../storage/objectStorage.ts';

/**
 * Where uploaded registration files go (address proof, partner images, PAN scan, Aadhaar file).
 * Keys are relative paths such as `uploads/kyc/<temp vendor id>/pan_scan-<random>.pdf`: the
 * bucket and `uploads/` prefix of every other upload, under `uploads/kyc/`, which issued browser
 * credentials may never read (issue 15). See {@link fileStoreFor} for which store is used.
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

/**
 * A {@link FileStore} in the object storage every other upload uses (the configured bucket; local
 * s3rver or `S3_ENDPOINT`), written by the server with PutObject. Keys follow the same rule as
 * {@link LocalFileStore}. Issue 15: registration files no longer stay on the server's disk.
 */
export class ObjectFileStore implements FileStore {
  constructor(readonly storage: Pick<ObjectStorage, 'putObject' | 'getObject' | 'deleteObject'>) {}

  private checked(key: string): string {
    if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
      throw new Error(`Invalid file key: ${key}`);
    }
    return key;
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<string> {
    await this.storage.putObject(
      this.checked(key),
      Buffer.isBuffer(body) ? body : await readAll(body),
      contentType,
    );
    return key;
  }

  get(key: string): Promise<Readable | undefined> {
    return this.storage.getObject(this.checked(key));
  }

  async delete(key: string): Promise<void> {
    await this.storage.deleteObject(this.checked(key));
  }
}

/** The answer of {@link RefusingFileStore}: no files without object storage in production. */
export const NO_FILE_STORAGE_MESSAGE = 'File storage is not configured on this server.';

/**
 * A {@link FileStore} that stores nothing (production without object storage): every write
 * answers 503, so registration files never land on one instance's disk. Issue 15.
 */
export class RefusingFileStore implements FileStore {
  put(): Promise<string> {
    return Promise.reject(new HttpError(503, NO_FILE_STORAGE_MESSAGE));
  }

  get(): Promise<Readable | undefined> {
    return Promise.resolve(undefined);
  }

  delete(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The registration files' store: the object storage when there is one (local s3rver or
 * `S3_ENDPOINT`); without one (`S3_ENDPOINT=off`), the local disk (UPLOAD_DIR, or next to
 * DATA_DIR) in development and tests only: production refuses the disk ({@link RefusingFileStore},
 * 503), since files on one instance's disk are lost to the others and to backups. Issue 15.
 */
export function fileStoreFor(
  config: Pick<ServerConfig, 'nodeEnv' | 'uploadDir' | 'dataDir'>,
  storage: Pick<ObjectStorage, 'putObject' | 'getObject' | 'deleteObject'> | undefined,
): FileStore {
  if (storage) return new ObjectFileStore(storage);
  if (config.nodeEnv === 'production') return new RefusingFileStore();
  return new LocalFileStore(config.uploadDir ?? defaultUploadDir(config.dataDir));
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
