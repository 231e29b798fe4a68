import { randomUUID } from 'node:crypto';
import { isUploadContentType, UPLOAD_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } from '@partner-portal/api';
import { readToken, requireUser } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';

/** Texts of the upload answers (ours: the spec words none of them). */
export const UPLOAD_MESSAGES = {
  filename: 'Please give the file name.',
  filetype: 'Please give the file type.',
  filesize: 'Please give the file size in bytes.',
  typeNotAllowed: 'This file type is not allowed.',
  tooLarge: `The file is larger than the ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB limit.`,
  notConfigured: 'File storage is not configured on this server.',
  noCredentials: 'This server does not issue storage credentials; use the identity pool.',
  invalidLink: 'This link is not valid. Please ask for a new link.',
} as const;

/** Lifetime of the local storage credentials handed to the browser, in seconds. */
export const LOCAL_CREDENTIALS_TTL_SECONDS = 3600;

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

/**
 * File upload. Spec: operations §3 'Upload-URL response', §7 'File upload'.
 *
 * - POST /management/get-presigned-url-for-upload/ `{ filename, filetype, filesize }` (signed-in
 *   users, or anyone holding a valid service call report link: `ticket_id` and `urlunique_id` in
 *   the body instead of a token, for the upload page reached by link) -> 200 `{ status: 200, s3_key, uploadUrl, expires_in: 300 }`: a path-style presigned
 *   PUT for a server-chosen key with the content type and length signed in. 400 for a missing
 *   field or a type outside `UPLOAD_CONTENT_TYPES`, 413 over `UPLOAD_MAX_BYTES` (25 MB), 401
 *   without a token, 503 when storage is off.
 * - GET /management/storage-credentials/ (ours, signed-in users): the signing credentials of the
 *   local development storage, for the portal's signed display links; 501 with external storage
 *   (credentials then come from an identity pool, never from long-lived keys).
 */
export const uploadRoutes: RouteModule = {
  name: 'upload',
  plugin: async (api) => {
    api.post<{
      Body: {
        filename: string;
        filetype: string;
        filesize: number;
        ticket_id?: string;
        urlunique_id?: string;
      };
    }>(
      '/management/get-presigned-url-for-upload/',
      {
        schema: {
          body: {
            type: 'object',
            required: ['filename', 'filetype', 'filesize'],
            properties: {
              filename: { type: 'string', minLength: 1, maxLength: 255 },
              filetype: { type: 'string', minLength: 1, maxLength: 255 },
              filesize: { type: 'integer', minimum: 0 },
              ticket_id: { type: 'string', maxLength: 128 },
              urlunique_id: { type: 'string', maxLength: 128 },
            },
          },
        },
        config: {
          validationMessages: {
            filename: UPLOAD_MESSAGES.filename,
            filetype: UPLOAD_MESSAGES.filetype,
            filesize: UPLOAD_MESSAGES.filesize,
            '*': UPLOAD_MESSAGES.filename,
          },
        },
      },
      async (request) => {
        const { filename, filetype, filesize, ticket_id, urlunique_id } = request.body;
        // A token wins; without one, a live service call report link is the credential.
        const byLink =
          readToken(request) === undefined && ticket_id !== undefined && urlunique_id !== undefined;
        if (byLink) {
          const links = await api.ctx.db.query<{ expires_at: Date | string | null }>(
            'SELECT expires_at FROM cso_links WHERE url_id = $1 AND ticket_id = $2',
            [urlunique_id, ticket_id],
          );
          const link = links[0];
          if (!link || (link.expires_at !== null && new Date(link.expires_at) <= api.ctx.now())) {
            throw new HttpError(403, UPLOAD_MESSAGES.invalidLink);
          }
        } else {
          await requireUser(request);
        }
        const { storage } = api.ctx;
        if (!storage) throw new HttpError(503, UPLOAD_MESSAGES.notConfigured);
        if (filename.trim() === '') throw new HttpError(400, UPLOAD_MESSAGES.filename);
        if (!isUploadContentType(filetype)) throw new HttpError(400, UPLOAD_MESSAGES.typeNotAllowed);
        if (filesize > UPLOAD_MAX_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
        const key = byLink
          ? uploadKey(filename, api.ctx.now(), `uploads/tickets/${ticket_id}`)
          : uploadKey(filename, api.ctx.now());
        const uploadUrl = await storage.presignPut({ key, contentType: filetype, contentLength: filesize });
        request.log.info({ key, filesize }, 'upload URL signed');
        return { status: 200, s3_key: key, uploadUrl, expires_in: UPLOAD_URL_TTL_SECONDS };
      },
    );

    api.get('/management/storage-credentials/', async (request) => {
      await requireUser(request);
      const { storage, config } = api.ctx;
      if (!storage) throw new HttpError(503, UPLOAD_MESSAGES.notConfigured);
      if (storage.mode !== 'local') throw new HttpError(501, UPLOAD_MESSAGES.noCredentials);
      const expiration = new Date(api.ctx.now().getTime() + LOCAL_CREDENTIALS_TTL_SECONDS * 1000);
      return {
        status: 200,
        accessKeyId: config.s3AccessKeyId,
        secretAccessKey: config.s3SecretAccessKey,
        expiration: expiration.toISOString(),
        region: storage.region,
        bucket: storage.bucket,
        endpoint: storage.endpoint,
        forcePathStyle: true,
      };
    });
  },
};
