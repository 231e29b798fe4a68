import { accountDeletionRoutes } from '../modules/account-deletion/routes.ts';
import { attendanceRoutes } from '../modules/attendance/routes.ts';
import { clientErrorRoutes } from '../modules/client-errors/routes.ts';
import { chatRoutes } from '../modules/chat/routes.ts';
import { whatsappWebhookRoutes } from '../modules/chat/whatsappWebhook.ts';
import { dashboardAnalyticsRoutes } from '../modules/dashboard-analytics/routes.ts';
import { devRoutes } from '../modules/dev/routes.ts';
import { escalationRoutes } from '../modules/escalations/routes.ts';
import { auditDocumentRoutes } from '../modules/audit-documents/routes.ts';
import { kciTaskRoutes } from '../modules/kci-tasks/routes.ts';
import { rawAddressRoutes } from '../modules/raw-address/routes.ts';
import { rateCardRoutes } from '../modules/rate-cards/routes.ts';
import { verifyScheduleRoutes } from '../modules/verify-schedule/routes.ts';
import { fieldFormDemoRoutes } from '../modules/field-form-demo/routes.ts';
import { fileUploadRoutes } from '../modules/file-upload/routes.ts';
import { invoiceRequestRoutes } from '../modules/invoice-requests/routes.ts';
import { kycVerificationRoutes } from '../modules/kyc-verification/routes.ts';
import { invoiceListRoutes } from '../modules/invoice-list/routes.ts';
import { payableRoutes } from '../modules/payables/routes.ts';
import { financeWorkRoutes } from '../modules/finance-work/routes.ts';
import { clientInvoiceRoutes } from '../modules/client-invoices/routes.ts';
import { metaRoutes } from '../modules/meta/routes.ts';
import { outboxRoutes } from '../modules/outbox/routes.ts';
import { demoInboxRoutes } from '../modules/demo-inbox/routes.ts';
import { partnerRecordRoutes } from '../modules/partner-records/routes.ts';
import { partnerRegistrationRoutes } from '../modules/partner-registration/routes.ts';
import { partnerRemovalRoutes } from '../modules/partner-removal/routes.ts';
import { passphraseRoutes } from '../modules/passphrase/routes.ts';
import { passwordResetRoutes } from '../modules/password-reset/routes.ts';
import { pinLookupRoutes } from '../modules/pin-lookup/routes.ts';
import { pincodePartnerRoutes } from '../modules/pincode-partners/routes.ts';
import { profilingQuestionnaireRoutes } from '../modules/profiling-questionnaire/routes.ts';
import { projectRoutes } from '../modules/projects/routes.ts';
import { questionnaireRoutes } from '../modules/questionnaire/routes.ts';
import { satisfactionSurveyRoutes } from '../modules/satisfaction-survey/routes.ts';
import { serviceCallReportRoutes } from '../modules/service-call-report/routes.ts';
import { secondFactorRoutes } from '../modules/second-factor/routes.ts';
import { signInRoutes } from '../modules/sign-in/routes.ts';
import { signUpRoutes } from '../modules/sign-up/routes.ts';
import { sowActionRoutes } from '../modules/sow-actions/routes.ts';
import { spareRoutes } from '../modules/spares/routes.ts';
import { ticketRoutes } from '../modules/tickets/routes.ts';
import { notificationRoutes } from '../modules/notifications/routes.ts';
import { ticketNoteRoutes } from '../modules/ticket-notes/routes.ts';
import { surveyRoutes } from '../modules/surveys/routes.ts';
import { unstructuredDataRoutes } from '../modules/unstructured-data/routes.ts';
import { vendorDataReviewRoutes } from '../modules/vendor-data-review/routes.ts';
import { vendorInteractionRoutes } from '../modules/vendor-interactions/routes.ts';
import { warehouseRoutes } from '../modules/warehouses/routes.ts';
import type { RouteModule } from './types.ts';

export type { RouteModule } from './types.ts';

/**
 * Every API area, mounted under API_BASE_PATH in this order. Spec: access §7, operations §7.
 */
export const API_ROUTES: readonly RouteModule[] = [
  metaRoutes,
  signInRoutes,
  secondFactorRoutes,
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
  ticketRoutes,
  notificationRoutes,
  ticketNoteRoutes,
  surveyRoutes,
  escalationRoutes,
  // Verification and audit roles (issue 14).
  kciTaskRoutes,
  auditDocumentRoutes,
  verifyScheduleRoutes,
  rawAddressRoutes,
  rateCardRoutes,
  chatRoutes,
  whatsappWebhookRoutes,
  sowActionRoutes,
  invoiceRequestRoutes,
  // Partner records and KYC verification (issue 14).
  partnerRecordRoutes,
  kycVerificationRoutes,
  payableRoutes,
  financeWorkRoutes,
  invoiceListRoutes,
  clientInvoiceRoutes,
  devRoutes,
  // Identity and onboarding (access §7).
  signUpRoutes,
  passwordResetRoutes,
  passphraseRoutes,
  partnerRegistrationRoutes,
  accountDeletionRoutes,
  pinLookupRoutes,
  outboxRoutes,
  demoInboxRoutes,
  // Field forms by link and file upload (operations §7 'Forms and surveys', 'File upload').
  serviceCallReportRoutes,
  unstructuredDataRoutes,
  satisfactionSurveyRoutes,
  fileUploadRoutes,
  fieldFormDemoRoutes,
  // The portal's error boundary (issue 20; not in the spec).
  clientErrorRoutes,
  // Questionnaires (operations §7 'Questionnaires').
  questionnaireRoutes,
  profilingQuestionnaireRoutes,
];
