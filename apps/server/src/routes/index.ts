import { attendanceRoutes } from './attendance.ts';
import { accountDeletionRoutes } from './accountDeletion.ts';
import { devRoutes } from './dev.ts';
import { fieldFormRoutes } from './fieldForms.ts';
import { fieldFormDevRoutes } from './fieldFormsDev.ts';
import { metaRoutes } from './meta.ts';
import { outboxRoutes } from './outbox.ts';
import { partnerRoutes } from './partner.ts';
import { passphraseRoutes } from './passphrase.ts';
import { passwordResetRoutes } from './passwordReset.ts';
import { pinLookupRoutes } from './pinLookup.ts';
import { signupRoutes } from './signup.ts';
import type { RouteModule } from './types.ts';
import { uploadRoutes } from './upload.ts';
import { dashboardAnalyticsRoutes } from '../modules/dashboard-analytics/routes.ts';
import { escalationRoutes } from '../modules/escalations/routes.ts';
import { invoiceRequestRoutes } from '../modules/invoice-requests/routes.ts';
import { partnerRemovalRoutes } from '../modules/partner-removal/routes.ts';
import { pincodePartnerRoutes } from '../modules/pincode-partners/routes.ts';
import { projectRoutes } from '../modules/projects/routes.ts';
import { sowActionRoutes } from '../modules/sow-actions/routes.ts';
import { spareRoutes } from '../modules/spares/routes.ts';
import { vendorDataReviewRoutes } from '../modules/vendor-data-review/routes.ts';
import { vendorInteractionRoutes } from '../modules/vendor-interactions/routes.ts';
import { warehouseRoutes } from '../modules/warehouses/routes.ts';
import { partnerRegistrationRoutes } from '../modules/partner-registration/routes.ts';
import { serviceCallReportRoutes } from '../modules/service-call-report/routes.ts';

export type { RouteModule } from './types.ts';

/**
 * Every API area, mounted under API_BASE_PATH in this order. Spec: access §7, operations §7.
 */
export const API_ROUTES: readonly RouteModule[] = [
  metaRoutes,
  partnerRoutes,
  attendanceRoutes,
  // Management, warehouse and finance (operations §7).
  warehouseRoutes,
  spareRoutes,
  dashboardAnalyticsRoutes,
  vendorDataReviewRoutes,
  vendorInteractionRoutes,
  partnerRemovalRoutes,
  pincodePartnerRoutes,
  projectRoutes,
  escalationRoutes,
  sowActionRoutes,
  invoiceRequestRoutes,
  devRoutes,
  // Identity and onboarding (access §7).
  signupRoutes,
  passwordResetRoutes,
  passphraseRoutes,
  partnerRegistrationRoutes,
  accountDeletionRoutes,
  pinLookupRoutes,
  outboxRoutes,
  // Field forms by link and file upload (operations §7 'Forms and surveys', 'File upload').
  serviceCallReportRoutes,
  fieldFormRoutes,
  uploadRoutes,
  fieldFormDevRoutes,
];
