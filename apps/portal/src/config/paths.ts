import { generatePath } from 'react-router';
import { ROUTE_TABLE, type RouteId } from './routes.ts';

/**
 * The link to route `id`, with its parameters filled in and encoded (`hrefTo('rate', { rateId })`
 * → `/rate/r-9`). The paths come from the route table (config/routes.ts), so no code writes a path
 * by hand.
 */
export function hrefTo(id: RouteId, params: Record<string, string> = {}): string {
  return generatePath(ROUTE_TABLE[id].path, params);
}

/**
 * Links the portal's own code uses (landing routes, fallbacks, public screens), read from the route
 * table. Builders take their parameters. Spec: access §2 'Public routes'; operations §2.
 */
export const paths = {
  root: hrefTo('root'),
  portals: hrefTo('portals'),
  signIn: hrefTo('signIn'),
  signUp: hrefTo('signUp'),
  client: hrefTo('client'),
  clientSignUp: hrefTo('clientSignUp'),
  interstitial: hrefTo('interstitial'),
  forgotPassword: hrefTo('forgotPassword'),
  partnerLogin: hrefTo('partnerLogin'),
  demoInbox: hrefTo('demoInbox'),
  notAuthorized: hrefTo('notAuthorized'),
  notFound: hrefTo('notFound'),
  privacyPolicy: hrefTo('privacyPolicy'),
  termsAndConditions: hrefTo('termsAndConditions'),
  accountDeletion: hrefTo('accountDeletion'),
  security: hrefTo('security'),
  detail: (uuid: string) => hrefTo('detail', { uuid }),
  accountOptions: hrefTo('accountOptions'),
  records: hrefTo('records'),
  finance: hrefTo('finance'),
  clientInvoices: hrefTo('clientInvoices'),
  invoiceList: hrefTo('invoiceList'),
  project: hrefTo('project'),
  tasks: hrefTo('tasks'),
  ticketList: hrefTo('ticketList'),
  verifySchedule: hrefTo('verifySchedule'),
  clientProjectList: hrefTo('clientProjectList'),
  qcTicketList: hrefTo('qcTicketList'),
  auditDocuments: hrefTo('auditDocuments'),
  rawAddress: hrefTo('rawAddress'),
  kciTasks: hrefTo('kciTasks'),
  partnerPlans: hrefTo('partnerPlans'),
  rate: (rateId: string) => hrefTo('rate', { rateId }),
} as const;
