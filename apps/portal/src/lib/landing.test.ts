import { ROLES, type Role } from '@partner-portal/api/roles';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../config/routes.ts';
import { isAllowed } from './access.ts';
import { afterSignInRoute, landingRoute, type LandingInput } from './landing.ts';

const base = (role: string | null, overrides: Partial<LandingInput> = {}): LandingInput => ({
  role,
  allRoles: [],
  uuid: 'u-123',
  lastPortal: null,
  viewportWidth: 1280,
  rateId: null,
  partnerPlans: false,
  ...overrides,
});

// Access §6, written out independently of the role table so a change to one is caught by the other.
const expected: Record<Role, string> = {
  partner: '/detail/u-123',
  partner_employee: '/account-options',
  agent: '/records',
  internal_agent: '/records',
  qa: '/records',
  accounts_user: '/finance',
  finance_user: '/finance',
  client_invoicer: '/client-invoices',
  payable_partner_user: '/invoice-list',
  project_manager: '/project',
  coordinator: '/ticket-list',
  data_entry: '/tasks',
  verify_scheduler: '/verify-schedule',
  client_user: '/client-project-list',
  client_manager: '/client-project-list',
  client_admin: '/client-project-list',
  qc: '/qc-ticket-list',
  auditor_user: '/audit-documents',
  customer_connect: '/raw-address',
  kci: '/kci-tasks',
  admin: '/records',
};

describe('landingRoute (access §6)', () => {
  it.each(ROLES)('sends %s to its landing route', (role) => {
    expect(landingRoute(base(role))).toBe(expected[role]);
  });

  it.each(ROLES)('lets %s open its own landing route', (role) => {
    const target = landingRoute(base(role));
    const route = ROUTES.find((entry) => entry.layout === 'main' && matchPath(entry.path, target));
    expect(route, `no main-layout route for ${target}`).toBeDefined();
    expect(isAllowed(route!, { signedIn: true, role })).toBe(true);
  });

  it('sends a partner without uuid to /account-options', () => {
    expect(landingRoute(base('partner', { uuid: null }))).toBe('/account-options');
  });

  it('sends admin to /tasks when the last portal was pmt, otherwise /records', () => {
    expect(landingRoute(base('admin', { lastPortal: 'pmt' }))).toBe('/tasks');
    expect(landingRoute(base('admin', { lastPortal: 'orion' }))).toBe('/records');
    expect(landingRoute(base('admin', { lastPortal: 'fc' }))).toBe('/records');
  });

  it('sends a coordinator on a narrow screen (below 992 px) to /tasks', () => {
    expect(landingRoute(base('coordinator', { viewportWidth: 991 }))).toBe('/tasks');
    expect(landingRoute(base('coordinator', { viewportWidth: 992 }))).toBe('/ticket-list');
  });

  it.each(['project_manager', 'coordinator', 'admin', 'partner'] as const)(
    'sends %s to remembered partner plans or rate card (access §4)',
    (role) => {
      expect(landingRoute(base(role, { partnerPlans: true }))).toBe('/partner-plans');
      expect(landingRoute(base(role, { rateId: 'r-9' }))).toBe('/rate/r-9');
    },
  );

  it('ignores remembered plans for other roles', () => {
    expect(landingRoute(base('finance_user', { partnerPlans: true, rateId: 'r-9' }))).toBe('/finance');
  });

  it('sends an unknown role to /interstitial when it holds other roles, else /not-authorized', () => {
    expect(landingRoute(base('wizard', { allRoles: ['agent'] }))).toBe('/interstitial');
    expect(landingRoute(base('wizard'))).toBe('/not-authorized');
    expect(landingRoute(base(null))).toBe('/not-authorized');
  });
});

describe('afterSignInRoute (access §4)', () => {
  it('sends a user holding all_roles entries to /interstitial first', () => {
    expect(afterSignInRoute(base('project_manager', { allRoles: ['project_manager', 'agent'] }))).toBe(
      '/interstitial',
    );
  });

  it('otherwise lands by role', () => {
    expect(afterSignInRoute(base('qc'))).toBe('/qc-ticket-list');
  });
});
