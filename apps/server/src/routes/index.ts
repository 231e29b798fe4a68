import { attendanceRoutes } from '../modules/attendance/routes.ts';
import { accountDeletionRoutes } from '../modules/account-deletion/routes.ts';
import { devRoutes } from '../modules/dev/routes.ts';
import { unstructuredDataRoutes } from '../modules/unstructured-data/routes.ts';
import { satisfactionSurveyRoutes } from '../modules/satisfaction-survey/routes.ts';
import { fieldFormDemoRoutes } from '../modules/field-form-demo/routes.ts';
import { financeRoutes } from './finance.ts';
import { managementRoutes } from './management.ts';
import { metaRoutes } from '../modules/meta/routes.ts';
import { outboxRoutes } from '../modules/outbox/routes.ts';
import { signInRoutes } from '../modules/sign-in/routes.ts';
import { passphraseRoutes } from '../modules/passphrase/routes.ts';
import { passwordResetRoutes } from '../modules/password-reset/routes.ts';
import { pinLookupRoutes } from '../modules/pin-lookup/routes.ts';
import { signUpRoutes } from '../modules/sign-up/routes.ts';
import type { RouteModule } from './types.ts';
import { fileUploadRoutes } from '../modules/file-upload/routes.ts';
import { invoiceRequestRoutes } from '../modules/invoice-requests/routes.ts';
import { partnerRegistrationRoutes } from '../modules/partner-registration/routes.ts';
import { serviceCallReportRoutes } from '../modules/service-call-report/routes.ts';

export type { RouteModule } from './types.ts';

/**
 * Every API area, mounted under API_BASE_PATH in this order. Spec: access §7, operations §7.
 */
export const API_ROUTES: readonly RouteModule[] = [
  metaRoutes,
  signInRoutes,
  attendanceRoutes,
  // Management, warehouse and finance (operations §7).
  managementRoutes,
  invoiceRequestRoutes,
  financeRoutes,
  devRoutes,
  // Identity and onboarding (access §7).
  signUpRoutes,
  passwordResetRoutes,
  passphraseRoutes,
  partnerRegistrationRoutes,
  accountDeletionRoutes,
  pinLookupRoutes,
  outboxRoutes,
  // Field forms by link and file upload (operations §7 'Forms and surveys', 'File upload').
  serviceCallReportRoutes,
  unstructuredDataRoutes,
  satisfactionSurveyRoutes,
  fileUploadRoutes,
  fieldFormDemoRoutes,
];
