import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { apiMessages } from './client/messages.ts';

/** Region of the private storage. Spec: operations §7 'File upload', §9. */
export const STORAGE_REGION = 'ap-south-1';

/** Lifetime of a display link in seconds. Spec: operations §7 'File upload', §9. */
export const DISPLAY_LINK_TTL_SECONDS = 60;

/** Lifetime of a download link in seconds. Spec: operations §7 'File upload', §9. */
export const DOWNLOAD_LINK_TTL_SECONDS = 300;

/** Name a download link saves the file as. Spec: operations §7 'File upload'. */
export const DOWNLOAD_FILE_NAME = 'declaration_file.docx';

/** The storage areas by environment. */
export type StorageAreaName = 'production' | 'secondTenant' | 'staging' | 'test';

/**
 * Which storage area (bucket) serves which page host. Production, the second tenant and staging
 * are recognised by host; any other host (localhost, previews) uses the default test area. The
 * spec names neither hosts nor buckets, so the app passes its deployment's table.
 * Spec: operations §7 'File upload' (item 4).
 */
export interface StorageAreaTable {
  production: { hosts: readonly string[]; bucket: string };
  secondTenant: { hosts: readonly string[]; bucket: string };
  staging: { hosts: readonly string[]; bucket: string };
  test: { bucket: string };
}

/**
 * Picks the storage area for a page host (`location.hostname`; a port is ignored, case too).
 * Spec: operations §7 'File upload' (item 4).
 */
export function storageAreaForHost(
  host: string,
  table: StorageAreaTable,
): { area: StorageAreaName; bucket: string } {
  const hostname = host.trim().toLowerCase().replace(/:\d+$/, '');
  for (const area of ['production', 'secondTenant', 'staging'] as const) {
    if (table[area].hosts.some((candidate) => candidate.toLowerCase() === hostname)) {
      return { area, bucket: table[area].bucket };
    }
  }
  return { area: 'test', bucket: table.test.bucket };
}

/**
 * Short-lived credentials for signing (an identity-pool or server-issued session), never
 * long-lived keys in the bundle. Called when signing needs them; the SDK calls it again once
 * `expiration` has passed, so the provider should cache until then.
 */
export interface StorageCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

/** Returns {@link StorageCredentials}; see the package README ('Signed links'). */
export type StorageCredentialsProvider = () => Promise<StorageCredentials>;

/** What {@link cachedCredentials} loads: credentials with an expiry (ISO 8601 text or a Date). */
export interface ExpiringCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: string | Date;
}

/**
 * Wraps a credentials loader (e.g. `() => client.fileUpload.storageCredentials()`, or a call to
 * the app's own STS endpoint) into a {@link StorageCredentialsProvider} that loads once, shares one
 * request between concurrent callers, and loads again `marginMs` (default 60000 ms) before
 * `expiration`. A failed load is not cached. Credentials without an expiration are kept.
 */
export function cachedCredentials(
  load: () => Promise<ExpiringCredentials>,
  options: { marginMs?: number; now?: () => number } = {},
): StorageCredentialsProvider {
  const { marginMs = 60_000, now = Date.now } = options;
  let cached: { promise: Promise<StorageCredentials>; expiresAt: number } | undefined;
  return () => {
    if (cached && now() < cached.expiresAt - marginMs) return cached.promise;
    const promise = load().then((loaded) => {
      const expiration = loaded.expiration === undefined ? undefined : new Date(loaded.expiration);
      const credentials: StorageCredentials = {
        accessKeyId: loaded.accessKeyId,
        secretAccessKey: loaded.secretAccessKey,
        ...(loaded.sessionToken ? { sessionToken: loaded.sessionToken } : {}),
        ...(expiration && !Number.isNaN(expiration.getTime()) ? { expiration } : {}),
      };
      if (cached?.promise === promise) {
        cached.expiresAt = credentials.expiration?.getTime() ?? Number.POSITIVE_INFINITY;
      }
      return credentials;
    });
    cached = { promise, expiresAt: Number.POSITIVE_INFINITY };
    promise.catch(() => {
      if (cached?.promise === promise) cached = undefined;
    });
    return promise;
  };
}

/** One signing request: a GET of `key` in `bucket`, for `expiresIn` seconds (SDK default when absent). */
export interface PresignGetRequest {
  bucket: string;
  key: string;
  expiresIn?: number;
  /** Sets `response-content-disposition` to an attachment with this file name. */
  downloadName?: string;
}

/** Signs a GET request; the default uses `@aws-sdk/s3-request-presigner`. Tests pass a fake. */
export type PresignGet = (request: PresignGetRequest) => Promise<string>;

/** Options of {@link createStorageLinks}. */
export interface StorageLinksOptions {
  /** The host-to-bucket table (see {@link StorageAreaTable}). */
  areas: StorageAreaTable;
  /** Page host to choose the area by; default `location.hostname`. */
  host?: string;
  /** Region, default 'ap-south-1'. */
  region?: string;
  /** Short-lived credentials (required unless `presign` is given). */
  credentials?: StorageCredentialsProvider;
  /** S3-compatible endpoint (a local server); default AWS S3 of the region. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`); default true when `endpoint` is set. */
  forcePathStyle?: boolean;
  /** Replaces the AWS signer (tests). */
  presign?: PresignGet;
  /** Called when signing fails (the failure is otherwise swallowed for display links). */
  onError?: (error: unknown) => void;
}

/** Signed GET links for private-storage objects, built in the browser. */
export interface StorageLinks {
  /** The bucket chosen for this host. */
  readonly bucket: string;
  /** The area chosen for this host. */
  readonly area: StorageAreaName;
  /**
   * A display link valid for 60 s. An empty reference or one that already starts with `https://`
   * is returned as it is; when signing fails the original reference is returned.
   */
  displayLink(reference: string): Promise<string>;
  /** Like {@link displayLink} but without a lifetime of ours (the signer's default, 900 s). */
  link(reference: string): Promise<string>;
  /**
   * A download link valid for 300 s that saves as 'declaration_file.docx'. Empty and `https://`
   * references are returned as they are.
   * @throws Error 'Failed to Download the file' when it cannot be signed.
   */
  downloadLink(reference: string): Promise<string>;
  /**
   * The storage key behind a signed link of this bucket (its path, without the bucket segment
   * for path-style links, decoded), or undefined for any other URL.
   */
  keyFromUrl(url: string): string | undefined;
}

/** True for references used as they are: empty, or already an https address. Spec: operations §5 'Upload'. */
export function isPassThroughReference(reference: string): boolean {
  return reference.trim() === '' || /^https:\/\//i.test(reference.trim());
}

function awsPresigner(options: StorageLinksOptions, region: string): PresignGet {
  let client: S3Client | undefined;
  return async ({ bucket, key, expiresIn, downloadName }) => {
    if (!options.credentials) throw new Error('No storage credentials provider was given');
    client ??= new S3Client({
      region,
      credentials: options.credentials,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle ?? options.endpoint !== undefined,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const command = new GetObjectCommand({
      Bucket: bucket,
      Key: key,
      ...(downloadName
        ? { ResponseContentDisposition: `attachment; filename="${downloadName.replace(/["\\]/g, '')}"` }
        : {}),
    });
    return getSignedUrl(client, command, expiresIn === undefined ? {} : { expiresIn });
  };
}

/**
 * Creates the signed-link builder for the storage area of this host. Signing happens in the
 * browser with `@aws-sdk/s3-request-presigner` and the app's short-lived credentials; the
 * product's server is not called. Lives in `@partner-portal/api/s3` so the AWS SDK
 * stays off the first route.
 * Spec: operations §5 'Upload', §7 'File upload' (items 3 and 4), §8 'Files', §9.
 *
 * @example
 * const links = createStorageLinks({ areas, credentials: () => fetchStorageCredentials() });
 * img.src = await links.displayLink(key);
 */
export function createStorageLinks(options: StorageLinksOptions): StorageLinks {
  const region = options.region ?? STORAGE_REGION;
  const { area, bucket } = storageAreaForHost(
    options.host ?? globalThis.location?.hostname ?? '',
    options.areas,
  );
  const presign = options.presign ?? awsPresigner(options, region);
  const report = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // Reporting must not change the answer.
    }
  };
  const keyOf = (reference: string) => reference.trim().replace(/^\/+/, '');

  async function signOrOriginal(reference: string, expiresIn: number | undefined): Promise<string> {
    if (isPassThroughReference(reference)) return reference;
    try {
      return await presign({ bucket, key: keyOf(reference), expiresIn });
    } catch (error) {
      report(error);
      return reference;
    }
  }

  return {
    bucket,
    area,
    displayLink: (reference) => signOrOriginal(reference, DISPLAY_LINK_TTL_SECONDS),
    link: (reference) => signOrOriginal(reference, undefined),
    async downloadLink(reference) {
      if (isPassThroughReference(reference)) return reference;
      try {
        return await presign({
          bucket,
          key: keyOf(reference),
          expiresIn: DOWNLOAD_LINK_TTL_SECONDS,
          downloadName: DOWNLOAD_FILE_NAME,
        });
      } catch (error) {
        report(error);
        throw new Error(apiMessages.downloadFailed, { cause: error });
      }
    },
    keyFromUrl(url) {
      let parsed: URL;
      try {
        parsed = new URL(url);
      } catch {
        return undefined;
      }
      if (!parsed.searchParams.has('X-Amz-Signature')) return undefined;
      const segments = parsed.pathname.split('/').filter((segment) => segment !== '');
      const hostBucket = parsed.hostname.split('.')[0];
      if (segments[0] === bucket) segments.shift();
      else if (hostBucket !== bucket) return undefined;
      if (segments.length === 0) return undefined;
      try {
        return segments.map((segment) => decodeURIComponent(segment)).join('/');
      } catch {
        return undefined;
      }
    },
  };
}
