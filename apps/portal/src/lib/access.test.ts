import { ROLES, type Role } from '@partner-portal/api/roles';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteEntry } from '../config/routes.ts';
import { decideAccess, type AccessDecision } from './access.ts';

/** The route the router picks for `url`, with react-router's own ranking. */
function routeFor(url: string): RouteEntry {
  const matches = matchRoutes(
    ROUTES.map((route) => ({ path: route.path, id: route.id })),
    url,
  );
  const id = matches?.at(-1)?.route.id;
  const route = ROUTES.find((entry) => entry.id === id);
  if (!route) throw new Error(`no route for ${url}`);
  return route;
}

/** Every visitor: the 21 roles, a stored role the portal does not know, and the signed-out visitor. */
const VISITORS = [
  ...ROLES.map((role) => ({ name: role, session: { signedIn: true, role } })),
  { name: 'unknown role', session: { signedIn: true, role: 'wizard' } },
  { name: 'signed in without role', session: { signedIn: true, role: null } },
  { name: 'signed out', session: { signedIn: false, role: null } },
] as const;

const allow: AccessDecision = { kind: 'allow' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

describe('decideAccess walks every visitor through every route of the table', () => {
  it.each(ROUTES.map((route) => [route.id, route] as const))('%s', (_id, route) => {
    for (const { name, session } of VISITORS) {
      let expected: AccessDecision;
      if (route.access.kind === 'public') expected = allow;
      else if (!session.signedIn)
        expected = redirect(route.fallback === '/not-found' ? '/portals' : route.fallback);
      else if ((route.access.roles as readonly string[]).includes(session.role ?? '')) expected = allow;
      else expected = redirect(route.fallback);
      expect(decideAccess(route, session), `${name} at ${route.path}`).toEqual(expected);
    }
  });
});

/** The roles `decideAccess` lets open `url`. */
const allowedAt = (url: string): Role[] =>
  ROLES.filter((role) => decideAccess(routeFor(url), { signedIn: true, role }).kind === 'allow');

const except = (...excluded: Role[]) => ROLES.filter((role) => !excluded.includes(role));
const sorted = (roles: readonly Role[]) => [...roles].sort();

/**
 * Operations §6 'Route guards', written out from the spec's sentences (not from the table), with
 * the widenings the table records: a role whose menu (operations §2) links to a route named by a
 * non-exclusive sentence may open it.
 */
const SPEC_GUARDS: [string, readonly string[], readonly Role[]][] = [
  [
    'any role except finance_user, accounts_user, project_manager, coordinator, data_entry, client_user, client_manager and client_admin',
    [
      '/jobs',
      '/records',
      '/detail/u-1',
      '/redo',
      '/skill',
      '/metadata',
      '/rejected',
      '/partner-tickets',
      '/vendor-tasks',
      '/coverage',
      '/rate-cards',
      '/audit-trail',
      '/qc/rejected',
      '/registered-partners',
    ],
    except(
      'finance_user',
      'accounts_user',
      'project_manager',
      'coordinator',
      'data_entry',
      'client_user',
      'client_manager',
      'client_admin',
    ),
  ],
  [
    'finance_user or accounts_user',
    [
      '/finance',
      '/kyc-verify/7',
      '/partner-invoice',
      '/client-purchase-order',
      '/client-invoice',
      '/finance-export-import',
      '/tpp-transactions',
      '/actions',
      '/paid-invoices',
    ],
    ['finance_user', 'accounts_user'],
  ],
  [
    'finance_user only',
    [
      '/add-client-costcentre',
      '/partner-invoice-review',
      '/finance-dashboard',
      '/client-invoice-review',
      '/payables',
      '/invoice-request',
      '/partner-collections',
      '/deposits-refunds',
    ],
    ['finance_user'],
  ],
  [
    'project_manager, admin, kci',
    [
      '/whatsapp-msg',
      '/project',
      '/project-list',
      '/project-details/9',
      '/takeout',
      '/asset-management',
      '/kit-management',
      '/asset-home',
      '/template-edit/3',
      '/manager-dashboard',
      '/report-automation',
      '/analytics-dashboard',
    ],
    ['project_manager', 'admin', 'kci'],
  ],
  [
    'project_manager, coordinator, kci, admin, auditor_user',
    ['/coordinator-dashboard', '/sla', '/escalate', '/tools', '/surveys', '/audit-visits', '/ticket-list'],
    ['project_manager', 'coordinator', 'kci', 'admin', 'auditor_user'],
  ],
  [
    'project staff, and customer_connect by its menu (chat, escalate-tasks, kci, to-do)',
    ['/chat', '/escalate-tasks', '/kci', '/to-do'],
    ['project_manager', 'coordinator', 'kci', 'admin', 'auditor_user', 'customer_connect'],
  ],
  [
    'project staff, and data_entry by its menu (project-expense)',
    ['/project-expense'],
    ['project_manager', 'coordinator', 'kci', 'admin', 'auditor_user', 'data_entry'],
  ],
  ['kci, coordinator, admin', ['/kci-tasks'], ['kci', 'coordinator', 'admin']],
  [
    'project_manager, coordinator, data_entry, admin',
    ['/tasks'],
    ['project_manager', 'coordinator', 'data_entry', 'admin'],
  ],
  [
    'client_user, client_manager, client_admin',
    ['/client-dashboard', '/ticket-progress', '/client-project-list', '/client-takeout'],
    ['client_user', 'client_manager', 'client_admin'],
  ],
  [
    'clients; partner is also allowed for rate-card',
    ['/rate-card'],
    ['client_user', 'client_manager', 'client_admin', 'partner'],
  ],
  ['qc', ['/qc-ticket-list', '/qc-tasks'], ['qc']],
  [
    'customer_connect, project_manager, coordinator, admin',
    ['/raw-address'],
    ['customer_connect', 'project_manager', 'coordinator', 'admin'],
  ],
  ['coordinator only', ['/coordinator-project-list'], ['coordinator']],
  ['client_invoicer only', ['/client-invoices'], ['client_invoicer']],
  ['payable_partner_user only', ['/invoice-list'], ['payable_partner_user']],
  [
    'verify_scheduler only (verify-schedule; audit-trail-details taken as written)',
    ['/verify-schedule', '/audit-trail-details/5'],
    ['verify_scheduler'],
  ],
  [
    'verify_scheduler, and admin by the partner-network menu (dashboard)',
    ['/dashboard'],
    ['verify_scheduler', 'admin'],
  ],
  [
    'agent is excluded from pincode-management and interactions',
    ['/pincode-management', '/interactions'],
    except(
      'finance_user',
      'accounts_user',
      'project_manager',
      'coordinator',
      'data_entry',
      'client_user',
      'client_manager',
      'client_admin',
      'agent',
    ),
  ],
  [
    'rate/{rateId} and partner-plans',
    ['/rate/abc123', '/partner-plans'],
    ['project_manager', 'coordinator', 'admin', 'internal_agent', 'partner'],
  ],
  ['account-options: partner or partner_employee', ['/account-options'], ['partner', 'partner_employee']],
  ['techlocal-users: admin only (menu)', ['/techlocal-users', '/techlocal-user/u-2'], ['admin']],
];

describe('the guards follow operations §6', () => {
  it.each(SPEC_GUARDS)('%s', (_sentence, urls, roles) => {
    for (const url of urls) expect(sorted(allowedAt(url)), url).toEqual(sorted(roles));
  });

  it('sends refused users of rate/{rateId} and partner-plans to /portals, of account-options to /signin', () => {
    const session = { signedIn: true, role: 'qc' };
    expect(decideAccess(routeFor('/rate/abc123'), session)).toEqual(redirect('/portals'));
    expect(decideAccess(routeFor('/partner-plans'), session)).toEqual(redirect('/portals'));
    expect(decideAccess(routeFor('/account-options'), session)).toEqual(redirect('/signin'));
    expect(decideAccess(routeFor('/finance'), session)).toEqual(redirect('/not-found'));
  });

  it('sends signed-out visitors to /portals, or to the fallback the spec states for the route', () => {
    const signedOut = { signedIn: false, role: null };
    expect(decideAccess(routeFor('/records'), signedOut)).toEqual(redirect('/portals'));
    expect(decideAccess(routeFor('/rate/abc123'), signedOut)).toEqual(redirect('/portals'));
    expect(decideAccess(routeFor('/account-options'), signedOut)).toEqual(redirect('/signin'));
  });
});

describe('public routes (access §2, operations §2)', () => {
  const PUBLIC = [
    '/',
    '/signin',
    '/signup',
    '/client',
    '/client-signup',
    '/interstitial',
    '/forgot-password',
    '/reset-password',
    '/usd_form/t-1/p-2',
    '/cso_form/t-1/u-2',
    // The service call report's upload page (operations §2; no path in the spec: under the link).
    '/cso_form/t-1/u-2/upload',
    '/success',
    '/privacy-policy',
    '/terms-and-conditions',
    '/portals',
    '/partner-login',
    '/csat-survey/t-1',
    '/district-maps',
    '/account-deletion',
    '/partner-registration',
    '/profiling-questionnaire',
    '/questionnaires',
    '/thank-you',
    '/registration',
    // The demo inbox (issue 16): the server answers its call only in demo mode.
    '/dev/inbox',
    '/not-authorized',
    '/not-found',
    // The 500 page (operations §2 'Shell'; issue 20).
    '/500',
    '/no-such-page',
  ];

  it.each(PUBLIC)('%s is open to everyone, signed in or not', (url) => {
    const route = routeFor(url);
    expect(route.layout).toBe('public');
    for (const { session } of VISITORS) expect(decideAccess(route, session)).toEqual(allow);
  });

  it('leaves every other route of the table to the main layout, behind a role guard', () => {
    const publicIds = new Set(PUBLIC.map((url) => routeFor(url).id));
    for (const route of ROUTES) {
      expect(route.layout, route.path).toBe(publicIds.has(route.id) ? 'public' : 'main');
      if (route.layout === 'main') expect(route.access.kind).toBe('roles');
    }
  });
});

describe('route table', () => {
  it('has one entry per path', () => {
    const pathsSeen = ROUTES.map((route) => route.path);
    expect(new Set(pathsSeen).size).toBe(pathsSeen.length);
  });

  it('names parameters as the spec does', () => {
    expect(routeFor('/rate/r-9').path).toBe('/rate/:rateId');
    expect(routeFor('/detail/u-1').path).toBe('/detail/:uuid');
    expect(routeFor('/asset-details/u-1/a-2').path).toBe('/asset-details/:uuid/:asset_id');
    expect(routeFor('/edit-rate-card/r-1').path).toBe('/edit-rate-card/:rateId');
  });
});
