import { isUploadContentType, UPLOAD_MAX_BYTES, UPLOAD_URL_TTL_SECONDS } from '@partner-portal/api';
import { CALL_ROLES } from '@partner-portal/api/roles';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import type { RouteModule } from '../../routes/types.ts';
import { findLink } from '../service-call-report/repository.ts';
import {
  issueBrowserReadCredentials,
  stsAssumeRole,
  type AssumeRole,
} from '../../storage/browserCredentials.ts';
import { presignMessages, presignSchema, UPLOAD_MESSAGES, uploadKey, type PresignBody } from './schemas.ts';
import { noQuerySchema } from '../shared.ts';

/**
 * True when a request carries a service call report link (`ticket_id` and `urlunique_id` in the
 * body): the link is then its credential, checked by the handler, whether or not a token is sent
 * (a signed-in partner opening a link page uploads for that ticket, by the link's rules).
 */
function comesByLink(request: FastifyRequest): boolean {
  const body = request.body as Partial<Record<keyof PresignBody, unknown>> | null | undefined;
  return (
    typeof body === 'object' &&
    body !== null &&
    body.ticket_id !== undefined &&
    body.urlunique_id !== undefined
  );
}

/**
 * The guard of the upload call: a link in the body (the handler checks it: 403 when unknown or
 * expired), or else a signed-in user of a role in `CALL_ROLES.fileUpload` (401 / 403).
 */
function signedInOrByLink(): preValidationAsyncHookHandler {
  const signedIn = authenticate({ roles: CALL_ROLES.fileUpload });
  return async function (request, reply) {
    if (!comesByLink(request)) await signedIn.call(this, request, reply);
  };
}

/**
 * File upload. Spec: operations §3 'Upload-URL response', §7 'File upload'.
 *
 * - POST /management/get-presigned-url-for-upload/ `{ filename, filetype, filesize }` (roles of
 *   `CALL_ROLES.fileUpload`, or anyone holding a valid service call report link: `ticket_id` and
 *   `urlunique_id` in the body, for the upload page reached by link) -> 200 `{ status: 200, s3_key, uploadUrl, expires_in: 300 }`: a path-style presigned
 *   PUT for a server-chosen key with the content type and length signed in. 400 for a missing
 *   field or a type outside `UPLOAD_CONTENT_TYPES`, 413 over `UPLOAD_MAX_BYTES` (25 MB), 401
 *   without a token, 503 when storage is off.
 * - GET /management/storage-credentials/ (ours, roles of `CALL_ROLES.storageCredentials`, the staff
 *   who display uploaded files): 15-minute, read-only credentials from AWS STS AssumeRole
 *   (`S3_STS_ROLE_ARN`) with a session policy allowing GetObject under `uploads/` only (KYC scans
 *   under `uploads/kyc/` denied) `{ status: 200, accessKeyId, secretAccessKey, sessionToken,
 *   expiration, prefix, region, bucket, endpoint, forcePathStyle }`. Never the server's own key:
 *   without STS (the local s3rver has one all-powerful key and cannot scope) 403 'Storage
 *   credentials are not available; use signed links.', and display links come from the server's
 *   own signed-link calls (60 s). Issue 15, README 'Security'.
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
        const byLink = comesByLink(request);
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

    let assumeRole: AssumeRole | undefined;
    api.get(
      '/management/storage-credentials/',
      { schema: noQuerySchema, preValidation: authenticate({ roles: CALL_ROLES.storageCredentials }) },
      async (request) => {
        const { storage, config } = api.ctx;
        if (!storage) throw new HttpError(503, UPLOAD_MESSAGES.notConfigured);
        const roleArn = config.s3StsRoleArn;
        if (!roleArn) throw new HttpError(403, UPLOAD_MESSAGES.noCredentials);
        assumeRole ??= stsAssumeRole(config);
        let credentials;
        try {
          credentials = await issueBrowserReadCredentials(
            assumeRole,
            roleArn,
            storage.bucket,
            request.authUser?.uuid ?? 'user',
          );
        } catch (error) {
          request.log.error({ err: error }, 'STS AssumeRole failed');
          throw new HttpError(503, UPLOAD_MESSAGES.credentialsUnavailable);
        }
        return {
          status: 200,
          ...credentials,
          region: storage.region,
          bucket: storage.bucket,
          endpoint: storage.endpoint,
          forcePathStyle: true,
        };
      },
    );
  },
};
