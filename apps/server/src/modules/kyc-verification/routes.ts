import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { recordViewerOf, registerDocumentLink } from '../partner-records/routes.ts';
import { recordParamsSchema } from '../partner-records/schemas.ts';
import { decideKyc, kycDetail, kycFilters, listKyc } from './repository.ts';
import { decisionSchema, KYC_MESSAGES as M, type DecisionBody } from './schemas.ts';

type KycParams = { uuid: string };

/**
 * KYC verification (issue 14, Finance Central: /finance and /kyc-verify/{id}): the queue of
 * partners whose KYC documents are complete (numbers masked), one KYC with the numbers whole for
 * the verifier, signed display links of the scans (60 s), and the decision (approve, or reject
 * with a reason; 409 once decided). finance_user and accounts_user only.
 * Spec: access §1 'Finance Central: KYC verification', operations §2 'Verify KYC (/finance)', §6, §7.
 */
export const kycVerificationRoutes: RouteModule = {
  name: 'kyc-verification',
  plugin: async (api) => {
    const { db } = api.ctx;

    /**
     * GET /finance/kyc-verification/: `{ status: 200, results, count }`, filter `kyc_status`
     * (default pending), search name, contact, city, district; ordering submitted_at (default,
     * oldest first), decided_at, name, district. PAN and Aadhaar masked except the last 4.
     */
    listEndpoint(api, '/finance/kyc-verification/', {
      roles: CALL_ROLES.kycVerification,
      filters: kycFilters,
      page: (database, list, filters) => listKyc(database, list, filters),
    });

    /** GET /finance/kyc-verification/{uuid}/: `{ status: 200, record }` with the numbers whole. */
    api.get<{ Params: KycParams }>(
      '/finance/kyc-verification/:uuid/',
      { schema: recordParamsSchema, preValidation: authenticate({ roles: CALL_ROLES.kycVerification }) },
      async (request) => ({
        status: 200,
        record: await kycDetail(db, request.params.uuid, recordViewerOf(request)),
      }),
    );

    /** GET /finance/kyc-verification/{uuid}/document-link/?document=: a presigned GET valid 60 s. */
    registerDocumentLink(api, '/finance/kyc-verification/:uuid/document-link/', CALL_ROLES.kycVerification);

    /**
     * POST /finance/kyc-verification/{uuid}/decision/ `{ decision: verified|rejected, reason? }`
     * -> `{ status: 200, message, record }`; 400 reject without reason, 404 unknown, 409 decided.
     */
    api.post<{ Params: KycParams; Body: DecisionBody }>(
      '/finance/kyc-verification/:uuid/decision/',
      {
        schema: decisionSchema,
        config: { validationMessages: { '*': M.decisionInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.kycVerification }),
      },
      async (request) => {
        const viewer = recordViewerOf(request);
        const done = await db.transaction((tx) =>
          decideKyc(tx, request.params.uuid, request.body, viewer, api.ctx.now()),
        );
        return { status: 200, ...done };
      },
    );
  },
};
