import { ApiError } from './client/ApiError.ts';
import { apiMessages, formatApiMessage, type ApiMessages } from './client/messages.ts';
import type { RequestOptions } from './client/types.ts';
import type { FileUploadApi, PresignedUpload } from './resources/fileUpload.ts';
import type { ServiceCallReportLink } from './resources/serviceCallReport.ts';

/** Upload progress: bytes sent so far, bytes in all, and the whole percentage (0-100). */
export interface UploadProgress {
  /** Bytes sent, in bytes. */
  loaded: number;
  /** Size of the file, in bytes. */
  total: number;
  /** `Math.floor(loaded / total * 100)`; 100 only once every byte is sent. */
  percent: number;
}

/**
 * The part of `XMLHttpRequest` the upload uses, so tests can pass a fake. Browsers report upload
 * progress only through XHR (`xhr.upload` progress events); `fetch` has none for request bodies.
 */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  timeout: number;
  withCredentials: boolean;
  readonly upload: {
    onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}

/** A file to upload: a `File`, or a `Blob` plus `filename`. */
export type UploadSource = Blob & { readonly name?: string };

/** Options of {@link uploadFile}. */
export interface UploadFileOptions {
  /** Name sent to the presign call; default `file.name`, else 'file'. */
  filename?: string;
  /** Content type sent to the presign call and as the PUT's `Content-Type`; default `file.type`. */
  contentType?: string;
  /** Called on every progress event of the PUT (and once with 100% when it completes). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the presign call or the PUT; the promise then rejects with `ApiError` kind `aborted`. */
  signal?: AbortSignal;
  /** Time-out of the PUT in ms; default 0 (none: large files on slow links take long). */
  timeoutMs?: number;
  /** Uploading from a page reached by a service call report link, without sign-in: its ids. */
  link?: ServiceCallReportLink;
  /** Options for the presign call (the client's 30000 ms time-out and error reporting apply). */
  presignOptions?: RequestOptions;
  /** Creates the XHR for the PUT; default `new XMLHttpRequest()`. Tests pass a fake. */
  createXhr?: () => XhrLike;
  /** Replacement texts (translations) for the upload messages of `apiMessages`. */
  messages?: Partial<ApiMessages>;
}

/** What {@link uploadFile} resolves with. */
export interface UploadResult {
  /** The storage key chosen by the server: store this, never a signed link. */
  key: string;
  /** Content type the object was stored with. */
  contentType: string;
  /** Size in bytes. */
  size: number;
}

/** The client (or just its presign call) {@link uploadFile} needs. */
export interface UploadClient {
  readonly fileUpload: Pick<FileUploadApi, 'presign'>;
}

const defaultXhr = (): XhrLike => new XMLHttpRequest() as unknown as XhrLike;

function abortedError(messages: ApiMessages, url: string | undefined, cause?: unknown): ApiError {
  return new ApiError({ kind: 'aborted', message: messages.aborted, method: 'PUT', url, cause });
}

/**
 * Checks the presign answer: both `key` (the server's `s3_key`) and `uploadUrl` must be non-empty.
 * @throws ApiError kind `parse` with 'Invalid S3 response: missing upload URL or public URL'.
 * Spec: operations §5 'Upload', §8 'Files'.
 */
export function assertPresignedUpload(
  presign: PresignedUpload,
  messages: Pick<ApiMessages, 'invalidUploadResponse'> = apiMessages,
): void {
  if (presign.key === '' || presign.uploadUrl === '') {
    throw new ApiError({
      kind: 'parse',
      message: messages.invalidUploadResponse,
      body: presign,
      method: 'POST',
    });
  }
}

/**
 * PUTs `file` to a presigned URL with XHR: `Content-Type` set to `contentType`, no credentials, no
 * `Authorization` header (the URL carries its signature; real S3 refuses a request with both),
 * progress through `onProgress`, abort through `signal`. Resolves when the storage host answers
 * 2xx. Rejects with `ApiError`: kind `http` (any other status; message `uploadFailed`), `network`,
 * `timeout` or `aborted`. Spec: operations §7 'File upload' (step 2).
 */
export function putToPresignedUrl(
  url: string,
  file: Blob,
  contentType: string,
  options: Pick<UploadFileOptions, 'onProgress' | 'signal' | 'timeoutMs' | 'createXhr' | 'messages'> = {},
): Promise<void> {
  const messages: ApiMessages = { ...apiMessages, ...options.messages };
  const { signal, onProgress } = options;
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(messages, url, signal.reason));
      return;
    }
    const xhr = (options.createXhr ?? defaultXhr)();
    const total = file.size;
    const report = (loaded: number, of: number) => {
      if (!onProgress) return;
      const size = of > 0 ? of : total;
      const percent = size > 0 ? Math.min(100, Math.floor((loaded / size) * 100)) : 100;
      try {
        onProgress({ loaded, total: size, percent });
      } catch {
        // A failing progress listener must not break the upload.
      }
    };
    const onAbortSignal = () => xhr.abort();
    const settle = (error?: ApiError) => {
      signal?.removeEventListener('abort', onAbortSignal);
      xhr.upload.onprogress = null;
      xhr.onload = xhr.onerror = xhr.onabort = xhr.ontimeout = null;
      if (error) reject(error);
      else resolve();
    };

    xhr.open('PUT', url);
    xhr.withCredentials = false;
    xhr.timeout = options.timeoutMs ?? 0;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => report(event.loaded, event.lengthComputable ? event.total : total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        report(total, total);
        settle();
      } else {
        settle(
          new ApiError({
            kind: 'http',
            status: xhr.status,
            message: formatApiMessage(messages.uploadFailed, { status: xhr.status }),
            body: xhr.responseText,
            method: 'PUT',
            url,
          }),
        );
      }
    };
    xhr.onerror = () =>
      settle(new ApiError({ kind: 'network', message: messages.network, method: 'PUT', url }));
    xhr.ontimeout = () =>
      settle(new ApiError({ kind: 'timeout', message: messages.timeout, method: 'PUT', url }));
    xhr.onabort = () => settle(abortedError(messages, url, signal?.reason));
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(file);
  });
}

/**
 * Uploads a file to private storage in the spec's two steps:
 * 1. POST /management/get-presigned-url-for-upload/ `{ filename, filetype, filesize }` through
 *    the API client (token to the API origin only); the answer must carry `s3_key` and
 *    `uploadUrl`, otherwise it rejects with 'Invalid S3 response: missing upload URL or public URL'.
 * 2. PUT the raw file to `uploadUrl` with its content type ({@link putToPresignedUrl}): progress in
 *    bytes and percent, abort through `signal`, never an `Authorization` header.
 *
 * @returns the storage key (keep it; build display links from it with `@partner-portal/api/s3`).
 * @throws ApiError (kinds `http`, `network`, `timeout`, `aborted`, `parse`).
 * Spec: operations §3 'Upload-URL response', §5 'Upload', §7 'File upload', §8 'Files'.
 *
 * @example
 * const { key } = await uploadFile(client, file, { onProgress: ({ percent }) => setPercent(percent), signal });
 */
export async function uploadFile(
  client: UploadClient,
  file: UploadSource,
  options: UploadFileOptions = {},
): Promise<UploadResult> {
  const messages: ApiMessages = { ...apiMessages, ...options.messages };
  const filename = options.filename ?? (file.name !== undefined && file.name !== '' ? file.name : 'file');
  const contentType = options.contentType ?? (file.type !== '' ? file.type : 'application/octet-stream');
  const presign = await client.fileUpload.presign(
    { fileName: filename, contentType, sizeBytes: file.size, ...(options.link && { link: options.link }) },
    { ...options.presignOptions, signal: options.signal ?? options.presignOptions?.signal },
  );
  assertPresignedUpload(presign, messages);
  await putToPresignedUrl(presign.uploadUrl, file, contentType, { ...options, messages });
  return { key: presign.key, contentType, size: file.size };
}
