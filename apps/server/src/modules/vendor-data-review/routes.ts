import { CALL_ROLES } from '@partner-portal/api/roles';
import { authenticate } from '../../auth/guard.ts';
import { HttpError } from '../../errors.ts';
import { listEndpoint } from '../../routes/listing.ts';
import type { RouteModule } from '../../routes/types.ts';
import { listVendorData, reviewVendorData, vendorDataFilters } from './repository.ts';
import { reviewSchema, VENDOR_DATA_MESSAGES, type VendorDataReviewBody } from './schemas.ts';

/**
 * Vendor data review: the data partners submitted through collections and its approval.
 * Spec: operations §7 (shapes not shown: the reference server's choice).
 */
export const vendorDataReviewRoutes: RouteModule = {
  name: 'vendor-data-review',
  plugin: async (api) => {
    /**
     * GET /partner/vendor-data-response/: filters `status` (pending, approved, rejected),
     * `collection_name`, `partner` (id); search partner name, phone, city, collection; ordering
     * submitted_at, partner, collection_name, status.
     */
    listEndpoint(api, '/partner/vendor-data-response/', {
      roles: CALL_ROLES.vendorDataResponse,
      filters: vendorDataFilters,
      page: listVendorData,
    });

    /**
     * POST /partner/vendor-data-approve/ `{ id, action: 'approve' | 'reject', remarks? }` (remarks
     * required to reject): reviews a pending response; 404 unknown, 409 already reviewed.
     */
    api.post<{ Body: VendorDataReviewBody }>(
      '/partner/vendor-data-approve/',
      {
        schema: reviewSchema,
        config: { validationMessages: { '*': VENDOR_DATA_MESSAGES.invalid } },
        preValidation: authenticate({ roles: CALL_ROLES.vendorDataApprove }),
      },
      async (request) => {
        const { id, action } = request.body;
        const remarks = request.body.remarks?.trim() ?? '';
        if (action === 'reject' && remarks === '')
          throw new HttpError(400, VENDOR_DATA_MESSAGES.remarksRequired);
        const data = await api.ctx.db.transaction((tx) =>
          reviewVendorData(tx, { id, action, remarks, reviewedBy: request.authUser!.id, now: api.ctx.now() }),
        );
        return {
          status: 200,
          message: action === 'approve' ? VENDOR_DATA_MESSAGES.approved : VENDOR_DATA_MESSAGES.rejected,
          data,
        };
      },
    );
  },
};
