import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';

/**
 * What the presign call is asked for: the file's name, content type and size in bytes. The size is
 * ours: the server refuses files over `UPLOAD_MAX_BYTES` and signs the length into the URL, so a
 * different body is refused by the storage host. `link` (ours) is the service call report link
 * whose ids stand in for a token on the upload page reached without sign-in; ignored when a token
 * is sent. Spec: operations §3, §7 'File upload'.
 */
export interface PresignUploadInput {
  fileName: string;
  contentType: string;
  sizeBytes: number;
  link?: { ticketId: string; linkId: string };
}

/**
 * The presign answer: the storage key chosen by the server (`key`; empty when the answer lacks
 * one) and the URL to PUT the file to (`uploadUrl`; empty when missing), valid for
 * `expiresInSeconds`. `uploadFile` refuses an answer with an empty key or URL.
 * Spec: operations §3 'Upload-URL response'.
 */
export interface PresignedUpload {
  key: string;
  uploadUrl: string;
  expiresInSeconds?: number;
}

/**
 * Short-lived, read-only signing credentials (ours: AWS STS, 15 minutes, `s3:GetObject` under
 * `prefix` only), valid until `expiration` (ISO 8601), and where to sign for. Never the server's
 * long-lived key. Issue 15.
 */
export interface StorageCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration: string;
  /** The only readable folder, e.g. 'uploads/' (KYC scans under 'uploads/kyc/' excluded). */
  prefix?: string;
  region: string;
  bucket: string;
  endpoint: string;
  forcePathStyle: boolean;
}

/** File upload calls, available as `client.fileUpload`. */
export interface FileUploadApi {
  /**
   * POST /management/get-presigned-url-for-upload/ `{ filename, filetype, filesize }`: the storage
   * key and the upload URL. Usually called through `uploadFile`. Spec: operations §7 'File upload'.
   */
  presign(input: PresignUploadInput, options?: RequestOptions): Promise<PresignedUpload>;
  /**
   * GET /management/storage-credentials/ (ours): short-lived, read-only credentials from AWS STS
   * for the staff who display uploaded files (`CALL_ROLES.storageCredentials`). 403 for other
   * roles, and for everyone when the server has no STS role (the local store): display links
   * then come from the server's signed-link calls. Wrap it with `cachedCredentials` of
   * `@partner-portal/api/s3`. Issue 15.
   */
  storageCredentials(options?: RequestOptions): Promise<StorageCredentials>;
}

/** Builds `client.fileUpload`. */
export function createFileUploadApi(core: HttpCore): FileUploadApi {
  return {
    presign: async ({ fileName, contentType, sizeBytes, link }, options) => {
      const answer = await core.post<{ s3_key?: unknown; uploadUrl?: unknown; expires_in?: unknown } | null>(
        '/management/get-presigned-url-for-upload/',
        {
          filename: fileName,
          filetype: contentType,
          filesize: sizeBytes,
          ...(link && { ticket_id: link.ticketId, urlunique_id: link.linkId }),
        },
        options,
      );
      return {
        key: typeof answer?.s3_key === 'string' ? answer.s3_key : '',
        uploadUrl: typeof answer?.uploadUrl === 'string' ? answer.uploadUrl : '',
        ...(typeof answer?.expires_in === 'number' && { expiresInSeconds: answer.expires_in }),
      };
    },
    storageCredentials: async (options) => {
      const { status: _status, ...credentials } = await core.get<StorageCredentials & { status?: number }>(
        '/management/storage-credentials/',
        options,
      );
      return credentials;
    },
  };
}
