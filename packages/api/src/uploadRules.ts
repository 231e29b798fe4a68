/**
 * What the reference server accepts for an upload through
 * POST /management/get-presigned-url-for-upload/ (ours: the spec sets no limit). The server and
 * the client read this one table, so a file the client lets through is a file the server signs.
 * Spec: operations §7 'File upload'.
 */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * Content types the server signs uploads for: images (signatures, photos, rich-text images),
 * PDF, Word, Excel, CSV and plain text. Anything else answers 400. Spec: operations §7 'File upload'.
 */
export const UPLOAD_CONTENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
  'text/plain',
] as const;

/** One content type of {@link UPLOAD_CONTENT_TYPES}. */
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/**
 * True when `value` is exactly one of {@link UPLOAD_CONTENT_TYPES} (lower case, no parameters: the
 * same string is signed into the upload URL and must be sent as the PUT's Content-Type).
 */
export function isUploadContentType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

/** Lifetime of a presigned upload URL in seconds (the server signs for at most this). */
export const UPLOAD_URL_TTL_SECONDS = 300;
