import { randomUUID } from 'node:crypto';
import { UPLOAD_MAX_BYTES } from '@partner-portal/api';

/** Texts of the upload answers (ours: the spec words none of them). */
export const UPLOAD_MESSAGES = {
  filename: 'Please give the file name.',
  filetype: 'Please give the file type.',
  filesize: 'Please give the file size in bytes.',
  typeNotAllowed: 'This file type is not allowed.',
  tooLarge: `The file is larger than the ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB limit.`,
  notConfigured: 'File storage is not configured on this server.',
  noCredentials: 'Storage credentials are not available; use signed links.',
  credentialsUnavailable: 'Storage credentials could not be issued. Please try again later.',
  invalidLink: 'This link is not valid. Please ask for a new link.',
} as const;

/**
 * A storage-safe version of a file name: its last path segment, letters, digits, dot, dash and
 * underscore only (others become '-'), at most 100 characters; 'file' when nothing is left.
 */
export function safeFileName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/-+\./g, '.')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(-100);
  return cleaned === '' ? 'file' : cleaned;
}

/**
 * The storage key the server chooses for an upload: `<prefix>/YYYY/MM/<random uuid>/<safe name>`
 * (prefix `uploads`, or `uploads/tickets/<ticket_id>` for uploads made through a form link).
 * The browser never chooses it.
 */
export function uploadKey(filename: string, now: Date, prefix = 'uploads'): string {
  const year = now.getUTCFullYear();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${prefix}/${year}/${month}/${randomUUID()}/${safeFileName(filename)}`;
}

/** Body of POST /management/get-presigned-url-for-upload/. Spec: operations §7 'File upload'. */
export interface PresignBody {
  filename: string;
  filetype: string;
  filesize: number;
  ticket_id?: string;
  urlunique_id?: string;
}

/** POST /management/get-presigned-url-for-upload/ `{ filename, filetype, filesize, ticket_id?, urlunique_id? }`. */
export const presignSchema = {
  body: {
    type: 'object',
    required: ['filename', 'filetype', 'filesize'],
    properties: {
      filename: { type: 'string', minLength: 1, maxLength: 255 },
      filetype: { type: 'string', minLength: 1, maxLength: 255 },
      filesize: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
      ticket_id: { type: 'string', maxLength: 128 },
      urlunique_id: { type: 'string', maxLength: 128 },
    },
  },
} as const;

/** 400 texts of {@link presignSchema} per field. */
export const presignMessages = {
  filename: UPLOAD_MESSAGES.filename,
  filetype: UPLOAD_MESSAGES.filetype,
  filesize: UPLOAD_MESSAGES.filesize,
  '*': UPLOAD_MESSAGES.filename,
};
