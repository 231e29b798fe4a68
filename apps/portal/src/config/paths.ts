/**
 * Every route path the portal links to, in one place. Public routes are exact matches (access §2
 * 'Public routes'); the rest live in the authenticated main layout (operations §2 'Routes in the
 * main layout'). Builders take their parameters so no code concatenates paths by hand.
 */
export const paths = {
  root: '/',
  portals: '/portals',
  signIn: '/signin',
  signUp: '/signup',
  client: '/client',
  clientSignUp: '/client-signup',
  interstitial: '/interstitial',
  forgotPassword: '/forgot-password',
  partnerLogin: '/partner-login',
  notAuthorized: '/not-authorized',
  notFound: '/not-found',
  privacyPolicy: '/privacy-policy',
  termsAndConditions: '/terms-and-conditions',
  detail: (uuid: string) => `/detail/${encodeURIComponent(uuid)}`,
  accountOptions: '/account-options',
  records: '/records',
  finance: '/finance',
  clientInvoices: '/client-invoices',
  invoiceList: '/invoice-list',
  project: '/project',
  tasks: '/tasks',
  ticketList: '/ticket-list',
  verifySchedule: '/verify-schedule',
  clientProjectList: '/client-project-list',
  qcTicketList: '/qc-ticket-list',
  auditDocuments: '/audit-documents',
  rawAddress: '/raw-address',
  kciTasks: '/kci-tasks',
  partnerPlans: '/partner-plans',
  rate: (rateId: string) => `/rate/${encodeURIComponent(rateId)}`,
} as const;
