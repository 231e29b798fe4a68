import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_URL_TTL_SECONDS } from '@partner-portal/api';
import type { ServerConfig } from '../config.ts';

/** The small part of s3rver (a CommonJS package without types) that is used here. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverConstructor = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

const require = createRequire(import.meta.url);

/** What a presigned upload URL allows: one PUT of `key` with this content type and length. */
export interface PresignPutRequest {
  key: string;
  contentType: string;
  /** Bytes; signed into the URL, so another length is refused by the storage host. */
  contentLength: number;
  /** Seconds, at most 300 (default 300). */
  expiresIn?: number;
}

/**
 * The object storage the server signs for: a local s3rver started in-process, or an external
 * S3-compatible service. Spec: operations §7 'File upload'.
 */
export interface ObjectStorage {
  /** 'local' (s3rver in this process) or 'external'. */
  readonly mode: 'local' | 'external';
  /** Endpoint used by the browser (signed URLs point here), without a trailing slash. */
  readonly endpoint: string;
  /** Origin of {@link endpoint}, for CSP and logs. */
  readonly origin: string;
  readonly bucket: string;
  readonly region: string;
  /** Folder of the local server's files (undefined for external storage). */
  readonly directory: string | undefined;
  /** A presigned PUT URL (content type and length signed; path-style; valid <= 300 s). */
  presignPut(request: PresignPutRequest): Promise<string>;
  /** A presigned GET URL (tests and dev tools), optionally as an attachment named `downloadName`. */
  presignGet(key: string, options?: { expiresIn?: number; downloadName?: string }): Promise<string>;
  /** Stores `body` under `key` with `contentType` (server-made files such as report PDFs; issue 23). */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The objects under `prefix` (at most `limit`, default 200): key, size in bytes, last change. */
  list(prefix: string, limit?: number): Promise<StoredObject[]>;
  /** Stores `body` under `key` from the server (PutObject; registration files, demo scans). */
  putObject(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Opens a stored object from the server, or undefined when there is none. */
  getObject(key: string): Promise<Readable | undefined>;
  /** Removes an object (no error when it is missing). */
  deleteObject(key: string): Promise<void>;
  /** Stops the local server (and removes its temporary folder); no-op for external storage. */
  close(): Promise<void>;
}

/** One stored object as {@link ObjectStorage.list} reports it. */
export interface StoredObject {
  key: string;
  /** Bytes. */
  size: number;
  lastModified: Date;
}

/** CORS of the local bucket: PUT/GET/HEAD from `origins` with any request header. */
export function corsXml(origins: readonly string[]): string {
  const allowed = (origins.length > 0 ? origins : ['*'])
    .map((origin) => `<AllowedOrigin>${origin.replace(/[<>&]/g, '')}</AllowedOrigin>`)
    .join('');
  return (
    `<CORSConfiguration><CORSRule>${allowed}` +
    '<AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>' +
    '<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>' +
    '</CORSRule></CORSConfiguration>'
  );
}

function createSigner(endpoint: string, config: ServerConfig, local = false): S3Client {
  const client = new S3Client({
    endpoint,
    region: config.s3Region,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: config.s3AccessKeyId, secretAccessKey: config.s3SecretAccessKey },
  });
  if (local) {
    // s3rver signs bucket-level requests (ListObjectsV2) over `/bucket`, the SDK sends and signs
    // `/bucket/`: every listing failed with SignatureDoesNotMatch. Drop the slash before signing.
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { path?: unknown };
        if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path)) {
          request.path = request.path.slice(0, -1);
        }
        return next(args);
      },
      { step: 'build', name: 's3rverBucketPath' },
    );
  }
  return client;
}

function storageFor(
  mode: 'local' | 'external',
  endpoint: string,
  config: ServerConfig,
  close: () => Promise<void>,
  directory?: string,
  /** Where the server itself reaches the store, when it differs from the browser's `endpoint`. */
  internalEndpoint: string = endpoint,
): ObjectStorage {
  const client = createSigner(endpoint, config, mode === 'local');
  const server =
    internalEndpoint === endpoint ? client : createSigner(internalEndpoint, config, mode === 'local');
  return {
    mode,
    directory,
    endpoint,
    origin: new URL(endpoint).origin,
    bucket: config.s3Bucket,
    region: config.s3Region,
    presignPut: ({ key, contentType, contentLength, expiresIn = UPLOAD_URL_TTL_SECONDS }) =>
      getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket: config.s3Bucket,
          Key: key,
          ContentType: contentType,
          ContentLength: contentLength,
        }),
        {
          expiresIn: Math.min(expiresIn, UPLOAD_URL_TTL_SECONDS),
          signableHeaders: new Set(['content-type', 'content-length']),
        },
      ),
    presignGet: (key, options = {}) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: config.s3Bucket,
          Key: key,
          ...(options.downloadName
            ? { ResponseContentDisposition: `attachment; filename="${options.downloadName}"` }
            : {}),
        }),
        { expiresIn: options.expiresIn ?? 60 },
      ),
    put: async (key, body, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket: config.s3Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
    list: async (prefix, limit = 200) => {
      const answer = await server.send(
        new ListObjectsV2Command({ Bucket: config.s3Bucket, Prefix: prefix, MaxKeys: limit }),
      );
      return (answer.Contents ?? []).map((item) => ({
        key: item.Key ?? '',
        size: item.Size ?? 0,
        lastModified: item.LastModified ?? new Date(0),
      }));
    },
    putObject: async (key, body, contentType) => {
      await server.send(
        new PutObjectCommand({
          Bucket: config.s3Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
        }),
      );
    },
    getObject: async (key) => {
      try {
        const answer = await server.send(new GetObjectCommand({ Bucket: config.s3Bucket, Key: key }));
        return answer.Body instanceof Readable ? answer.Body : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    deleteObject: async (key) => {
      await server.send(new DeleteObjectCommand({ Bucket: config.s3Bucket, Key: key }));
    },
    close,
  };
}

/**
 * Starts the configured object storage. `local`: an s3rver (@20minutes/s3rver) on `S3_HOST:S3_PORT`
 * (port 0 picks a free one) storing under `S3_DIR` (a temporary folder, removed on close, when the
 * database is `memory://`), with the bucket and its CORS rules created at start through
 * `configureBuckets` (bucket-level SDK calls fail against s3rver). `external`: signs for
 * `S3_ENDPOINT`; the bucket and its CORS must already exist. `off`: returns undefined.
 * Spec: operations §7 'File upload'; toolchain notes 'S3-compatible object storage'.
 */
export async function startObjectStorage(config: ServerConfig): Promise<ObjectStorage | undefined> {
  if (config.storageMode === 'off') return undefined;
  if (config.storageMode === 'external') {
    if (!config.s3Endpoint) throw new Error('S3_ENDPOINT is required for external storage');
    return storageFor(
      'external',
      config.s3PublicEndpoint ?? config.s3Endpoint,
      config,
      async () => undefined,
      undefined,
      config.s3Endpoint,
    );
  }

  const temporary = config.s3Dir === undefined;
  const directory = config.s3Dir ?? mkdtempSync(path.join(tmpdir(), 'partner-portal-s3-'));
  mkdirSync(directory, { recursive: true });
  const S3rver = require('@20minutes/s3rver') as S3rverConstructor;
  const server = new S3rver({
    port: config.s3Port,
    address: config.s3Host,
    silent: true,
    directory,
    configureBuckets: [{ name: config.s3Bucket, configs: [corsXml(config.s3CorsOrigins)] }],
  });
  const address = await server.run();
  const host = config.s3Host.includes(':') ? `[${config.s3Host}]` : config.s3Host;
  const internal = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${address.port}`;
  const endpoint = config.s3PublicEndpoint ?? internal;
  let closed = false;
  return storageFor(
    'local',
    endpoint,
    config,
    async () => {
      if (closed) return;
      closed = true;
      await server.close();
      if (temporary) rmSync(directory, { recursive: true, force: true });
    },
    directory,
    internal,
  );
}
