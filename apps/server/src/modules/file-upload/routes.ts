import { isUploadContentType, UPLOAD_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } from '@partner-portal/api';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { authenticate, readToken } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findLink } from '../service-call-report/repository.ts';
import {
  LOCAL_CREDENTIALS_TTL_SECONDS,
  presignMessages,
  presignSchema,
  UPLOAD_MESSAGES,
  uploadKey,
  type PresignBody,
} from './schemas.ts';
import { noQuerySchema } from '../shared.ts';

/**
 * True when a request carries no token but a service call report link (`ticket_id` and
 * `urlunique_id` in the body): the link is then its credential. A token always wins.
 */
function comesByLink(request: FastifyRequest): boolean {
  const body = request.body as Partial<Record<keyof PresignBody, unknown>> | null | undefined;
  return (
    readToken(request) === undefined &&
    typeof body === 'object' &&
    body !== null &&
    body.ticket_id !== undefined &&
    body.urlunique_id !== undefined
  );
}

/**
 * The guard of the upload call: a signed-in user (`authenticate()`), unless the request comes by
 * link, whose link the handler checks (403 when unknown or expired).
 */
function signedInOrByLink(): preValidationAsyncHookHandler {
  const signedIn = authenticate();
  return async function (request, reply) {
    if (!comesByLink(request)) await signedIn.call(this, request, reply);
  };
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
export const fileUploadRoutes: RouteModule = {
  name: 'file-upload',
  plugin: async (api) => {
    api.post<{ Body: PresignBody }>(
      '/management/get-presigned-url-for-upload/',
      {
        schema: presignSchema,
        config: { validationMessages: presignMessages },
        preValidation: signedInOrByLink(),
      },
      async (request) => {
        const { filename, filetype, filesize, ticket_id, urlunique_id } = request.body;
        // No user after the guard: the request came by link.
        const byLink = request.authUser === null;
        if (byLink) {
          const link = await findLink(api.ctx.db, ticket_id ?? '', urlunique_id ?? '');
          if (!link || (link.expires_at !== null && new Date(link.expires_at) <= api.ctx.now())) {
            throw new HttpError(403, UPLOAD_MESSAGES.invalidLink);
          }
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

    api.get(
      '/management/storage-credentials/',
      { schema: noQuerySchema, preValidation: authenticate() },
      async () => {
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
      },
    );
  },
};
