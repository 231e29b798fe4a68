import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { fill } from '../../text.ts';
import { workViewerOf } from '../shared.ts';
import {
  listVerifications,
  recordVerificationOutcome,
  scheduleVerification,
  verifyFilters,
} from './repository.ts';
import {
  scheduleVerificationSchema,
  verificationOutcomeSchema,
  VERIFY_MESSAGES as M,
  type ScheduleVerificationBody,
  type VerificationOutcomeBody,
} from './schemas.ts';

/**
 * Verify schedule (/verify-schedule): completed visits to verify with the customer, scheduled as
 * a call or a visit, then verified or flagged as a discrepancy. Roles: CALL_ROLES.verifySchedule
 * ("verify_scheduler only", operations §6); a scheduler reaches only their own verifications (404
 * otherwise). Paths and shapes are the reference server's choice (issue 14).
 */
export const verifyScheduleRoutes: RouteModule = {
  name: 'verify-schedule',
  plugin: async (api) => {
    /**
     * GET /management/verify-schedule/: `{ status: 200, results, count }`; filter `status` (open
     * = to schedule or scheduled, done, or one state; default open); search ticket number,
     * customer, assignee; ordering status,created_at (default), created_at, scheduled_at,
     * visit_closed_at.
     */
    listEndpoint(api, '/management/verify-schedule/', {
      roles: CALL_ROLES.verifySchedule,
      filters: verifyFilters,
      page: (db, list, filters, request) =>
        listVerifications(db, list, filters, workViewerOf(request.authUser!, [])),
    });

    /**
     * POST /management/verify-schedule/{id}/schedule/ `{ scheduled_at, channel: call|visit,
     * assignee_name }` -> 200 `{ status: 200, message, verification }`; 400 in the past or over 90
     * days ahead; 404 foreign or missing; 409 closed.
     */
    api.post<{ Params: { id: number }; Body: ScheduleVerificationBody }>(
      '/management/verify-schedule/:id/schedule/',
      {
        schema: scheduleVerificationSchema,
        config: { validationMessages: { '*': M.scheduleInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.verifySchedule }),
      },
      async (request) => {
        const viewer = workViewerOf(request.authUser!, []);
        const verification = await api.ctx.db.transaction((tx) =>
          scheduleVerification(tx, request.params.id, request.body, viewer, api.ctx.now()),
        );
        return {
          status: 200,
          message: fill(M.scheduled, { ticket: verification.ticket.ticket_number }),
          verification,
        };
      },
    );

    /**
     * POST /management/verify-schedule/{id}/outcome/ `{ outcome: verified|discrepancy, note? }` ->
     * 200 `{ status: 200, message, verification }`; 400 a discrepancy without a note; 404 foreign
     * or missing; 409 not scheduled or closed.
     */
    api.post<{ Params: { id: number }; Body: VerificationOutcomeBody }>(
      '/management/verify-schedule/:id/outcome/',
      {
        schema: verificationOutcomeSchema,
        config: { validationMessages: { '*': M.outcomeInvalid } },
        preValidation: authenticate({ roles: CALL_ROLES.verifySchedule }),
      },
      async (request) => {
        const viewer = workViewerOf(request.authUser!, []);
        const verification = await api.ctx.db.transaction((tx) =>
          recordVerificationOutcome(tx, request.params.id, request.body, viewer, api.ctx.now()),
        );
        return {
          status: 200,
          message: fill(M.recorded, {
            ticket: verification.ticket.ticket_number,
            status: verification.status,
          }),
          verification,
        };
      },
    );
  },
};
