import { ROLES, type Role } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { menuMessages } from '../config/menus/messages.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { ROUTES } from '../config/routes.ts';
import { decideAccess, type PortalSession } from './access.ts';
import { menuAreaFor, menuFor, navigationVariantFor, runMenuAction } from './menu.ts';

const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });

const session = (role: Role, overrides: Partial<PortalSession> = {}): PortalSession => ({
  signedIn: true,
  role,
  allRoles: [],
  portal: null,
  uuid: 'u-1',
  partnerStatus: null,
  ...overrides,
});

/** The visible menu as text: each group as [heading or null, 'Label /href' entries]. */
function visible(menuSession: PortalSession): [string | null, string[]][] {
  return menuFor(menuSession).map((group) => [
    group.label ? intl.formatMessage(group.label) : null,
    group.items.map(
      (item) =>
        `${intl.formatMessage(item.label)} ${item.href}` +
        (item.badge ? ` [badge: ${item.badge}]` : '') +
        (item.action ? ` [action: ${item.action}]` : ''),
    ),
  ]);
}

// ── Expected menus, written out from operations §2 'Sidebar menus' (and the §6 guards, which leave
// out entries a role may not open). Entries the spec names by route only carry the route's title.

const FINANCE_USER: [string | null, string[]][] = [
  [
    null,
    [
      'Add Client/Cost Centre /add-client-costcentre',
      'Verify KYC /finance',
      'Invoice Request /invoice-request',
    ],
  ],
  ['Partner Invoice', ['Add Invoice /partner-invoice', 'Verify Invoice /partner-invoice-review']],
  [
    'Transactions',
    ['TPP Transactions /tpp-transactions', 'Payables /payables', 'Paid Invoice List /paid-invoices'],
  ],
  [
    'Client Data',
    [
      'Client PO /client-purchase-order',
      'Client Invoice /client-invoice',
      'Invoice Review /client-invoice-review',
    ],
  ],
  [
    null,
    [
      'Partner Collections /partner-collections',
      'Deposits and Refunds /deposits-refunds',
      'Actions /actions [badge: finance-task-count]',
      'Exports/Imports /finance-export-import',
      'Dashboard /finance-dashboard',
    ],
  ],
];

// accounts_user: no finance_user-only entries; Invoice Request, Partner Collections and Deposits and
// Refunds are "finance_user only" routes (operations §6).
const ACCOUNTS_USER: [string | null, string[]][] = [
  [null, ['Verify KYC /finance']],
  ['Partner Invoice', ['Add Invoice /partner-invoice']],
  ['Transactions', ['TPP Transactions /tpp-transactions']],
  ['Client Data', ['Client PO /client-purchase-order', 'Client Invoice /client-invoice']],
  [null, ['Actions /actions [badge: finance-task-count]', 'Exports/Imports /finance-export-import']],
];

// The coordinator's and project manager's lists are grouped so the horizontal bar is one row
// (issue 20); each group keeps the spec's order.
const COORDINATOR: [string | null, string[]][] = [
  [null, ['Coordinator Dashboard /coordinator-dashboard']],
  ['Projects', ['Coordinator Project List /coordinator-project-list', 'Project Expense /project-expense']],
  [
    'Tickets',
    [
      'Ticket List /ticket-list',
      'Create Ticket /create-ticket',
      'Create Techlocal Ticket /create-techlocal-ticket',
      'Bulk Document Upload Link Generator /bulk-document-upload-link-generator',
      'Auto Allocate /auto-allocate',
    ],
  ],
  [
    'Tasks',
    [
      'Tasks /tasks',
      'Attendance Records /attendance-records',
      'Escalate Tasks /escalate-tasks',
      'Escalate /escalate',
      'To-Do /to-do',
      'Create KCI /kci',
    ],
  ],
  ['Invoices', ['Invoice Requests /invoice-requests', 'Partner Invoices /partner-invoices']],
  ['Resources', ['Spare Management /spare-management', 'Raw Address /raw-address', 'Tools /tools']],
  ['Communication', ['Chat /chat', 'Notification Dashboard /notification-dashboard']],
];

const projectManagerMenu = (admin: boolean): [string | null, string[]][] => [
  [null, ['Manager Dashboard /manager-dashboard']],
  [
    'Projects',
    ['Create Project /project-list', 'Project Reports /project-reports', 'Project Expense /project-expense'],
  ],
  [
    'Tickets',
    [
      'Ticket List /ticket-list',
      'Create Ticket /create-ticket',
      'Create Techlocal Ticket /create-techlocal-ticket',
      'Bulk Document Upload Link Generator /bulk-document-upload-link-generator',
      'Auto Allocate /auto-allocate',
    ],
  ],
  [
    'Tasks',
    [
      'Tasks /tasks',
      'Attendance Records /attendance-records',
      'Audit Documents /audit-documents',
      'Escalate Tasks /escalate-tasks [badge: escalations]',
      'To-Do /to-do',
      'Create KCI /kci',
    ],
  ],
  ['Invoices', ['Invoice Requests /invoice-requests', 'Partner Invoices /partner-invoices']],
  [
    'Reports',
    [
      'Analytics Dashboard /analytics-dashboard',
      'Report Automation /report-automation',
      'Escalate Dashboard /escalate_dashboard',
      'Takeout /takeout',
    ],
  ],
  [
    'Resources',
    [
      'Spare Management /spare-management',
      'Raw Address /raw-address',
      'Asset Home /asset-home',
      'Tools /tools',
      ...(admin ? ['Techlocal Users /techlocal-users'] : []),
    ],
  ],
  [
    'Communication',
    [
      'Chat /chat',
      'Notification Dashboard /notification-dashboard',
      'CSAT Surveys /surveys',
      ...(admin ? ['WhatsApp Messages /whatsapp-msg'] : []),
    ],
  ],
];

const CLIENT: [string | null, string[]][] = [
  [
    null,
    [
      'Client Dashboard /client-dashboard',
      'Ticket Progress /ticket-progress',
      'Client Project List /client-project-list',
    ],
  ],
];

const NETWORK_TAIL_ALL = ['Coverage /coverage', 'All Interactions /all-interactions'];
const COLLECTIONS = [
  'Data Collections /vendor-collections',
  'Partner Data Review /vendor-data-review',
  'Techlocal Collections /techlocal-collections',
];
const VCOMMS: [string | null, string[]] = [
  'VCOMMS',
  ['Define Jobs /jobs', 'Filter /jobs-filter', 'Send Email /sendmail'],
];

const EXPECTED: Record<Role, [string | null, string[]][]> = {
  finance_user: FINANCE_USER,
  accounts_user: ACCOUNTS_USER,
  // "payable_partner_user sees only Dashboard (/invoice-list)."
  payable_partner_user: [[null, ['Dashboard /invoice-list']]],
  // "client_invoicer sees only Client Invoice (/client-invoices)."
  client_invoicer: [[null, ['Client Invoice /client-invoices']]],
  coordinator: COORDINATOR,
  project_manager: projectManagerMenu(false),
  // admin signed in to pmt (see the partner-network test for orion).
  admin: projectManagerMenu(true),
  client_admin: CLIENT,
  client_user: CLIENT,
  client_manager: CLIENT,
  qc: [[null, ['QC Ticket List /qc-ticket-list', 'QC Tasks /qc-tasks']]],
  kci: [[null, ['KCI Tasks /kci-tasks', 'Create KCI /kci']]],
  verify_scheduler: [[null, ['Verify Schedule /verify-schedule']]],
  customer_connect: [
    [
      null,
      [
        'Raw Address /raw-address',
        'Escalate Tasks /escalate-tasks',
        'Chat /chat',
        'To-Do /to-do',
        'Create KCI /kci',
      ],
    ],
  ],
  data_entry: [[null, ['Tasks /tasks', 'Project Expense /project-expense']]],
  auditor_user: [[null, ['Audit Documents /audit-documents', 'Audit Visits /audit-visits']]],
  agent: [
    [null, ['Records /records', 'Rejected Records /rejected']],
    VCOMMS,
    // "agent is excluded from pincode-management and interactions" (operations §6).
    [
      null,
      [
        'Create New Record /registration [action: clear-edit-ids]',
        'Audit Trail /audit-trail',
        ...NETWORK_TAIL_ALL,
        ...COLLECTIONS,
        'Additional Profiling /additional-profiling',
      ],
    ],
  ],
  internal_agent: [
    [null, ['Records /records', 'Rejected Records /rejected']],
    VCOMMS,
    [
      null,
      [
        'Create New Record /registration [action: clear-edit-ids]',
        'Audit Trail /audit-trail',
        'Tasks /vendor-tasks',
        'Pincode Management /pincode-management',
        ...NETWORK_TAIL_ALL,
        'Interaction Scopes /interactions',
        'Rate Cards /rate-cards',
        ...COLLECTIONS,
        'Additional Profiling /additional-profiling',
      ],
    ],
  ],
  qa: [
    [
      null,
      [
        'Registered Partners /registered-partners',
        'Rejected Records /qc/rejected',
        'New Records /records',
        'Re Submitted Records /redo',
        'Review Metadatas & Skills /metadata',
      ],
    ],
    [
      null,
      [
        'Audit Trail /audit-trail',
        'Pincode Management /pincode-management',
        ...NETWORK_TAIL_ALL,
        'Interaction Scopes /interactions',
        ...COLLECTIONS,
        'Additional Profiling /additional-profiling',
      ],
    ],
  ],
  // An active partner (status loaded, not pending).
  partner: [
    [null, ['My Profile /detail/u-1', 'Tickets /partner-tickets', 'Payments status /client-payables']],
    [
      null,
      [
        'Audit Trail /audit-trail',
        'Pincode Management /pincode-management',
        ...NETWORK_TAIL_ALL,
        'Interaction Scopes /interactions',
        ...COLLECTIONS,
        'Account Options /account-options',
        'Exchange Transactions /exchange-transactions',
      ],
    ],
  ],
  partner_employee: [
    [
      null,
      [
        'Audit Trail /audit-trail',
        'Pincode Management /pincode-management',
        ...NETWORK_TAIL_ALL,
        'Interaction Scopes /interactions',
        ...COLLECTIONS,
        'Account Options /account-options',
        'Exchange Transactions /exchange-transactions',
      ],
    ],
  ],
};

/** How each role signs in for its test: admin to pmt here, partners with a loaded status. */
const sessionOf = (role: Role) =>
  session(role, {
    portal: role === 'admin' ? 'pmt' : null,
    partnerStatus: role === 'partner' || role === 'partner_employee' ? 'active' : null,
  });

describe('menuFor: the exact menu of every role (operations §2)', () => {
  it.each(ROLES)('%s', (role) => {
    expect(visible(sessionOf(role))).toEqual(EXPECTED[role]);
  });

  it('admin signed in to Partner Management gets the partner-network menu', () => {
    expect(visible(session('admin', { portal: 'orion' }))).toEqual([
      [null, ['Dashboard /dashboard', 'Records /records', 'Rejected Records /rejected']],
      VCOMMS,
      [
        null,
        [
          'Audit Trail /audit-trail',
          'Tasks /vendor-tasks',
          'Pincode Management /pincode-management',
          ...NETWORK_TAIL_ALL,
          'Interaction Scopes /interactions',
          ...COLLECTIONS,
          'Additional Profiling /additional-profiling',
        ],
      ],
    ]);
  });

  it('hides My Profile, Tickets and Payments status from a pending partner, and while the status is unknown', () => {
    const withoutOwnPages = EXPECTED.partner.slice(1);
    expect(visible(session('partner', { partnerStatus: 'pending' }))).toEqual(withoutOwnPages);
    expect(visible(session('partner', { partnerStatus: null }))).toEqual(withoutOwnPages);
  });

  it('leaves out My Profile when no uuid is stored', () => {
    expect(visible(session('partner', { partnerStatus: 'active', uuid: null }))[0]).toEqual([
      null,
      ['Tickets /partner-tickets', 'Payments status /client-payables'],
    ]);
  });

  it('adds the audit entries for users with auditor_user among all roles, without repeating one', () => {
    const manager = visible(session('project_manager', { allRoles: ['project_manager', 'auditor_user'] }));
    expect(manager).toEqual([...projectManagerMenu(false), [null, ['Audit Visits /audit-visits']]]);
    const coordinator = visible(session('coordinator', { allRoles: ['auditor_user'] }));
    expect(coordinator.at(-1)).toEqual([
      null,
      ['Audit Documents /audit-documents', 'Audit Visits /audit-visits'],
    ]);
  });

  it('shows no menu to a signed-out visitor or an unknown role', () => {
    expect(menuFor({ ...session('admin'), signedIn: false })).toEqual([]);
    expect(menuFor({ ...session('admin'), role: 'wizard' })).toEqual([]);
    expect(menuAreaFor({ ...session('admin'), role: null })).toBeNull();
  });

  it('never offers an entry the route guard refuses', () => {
    for (const role of ROLES) {
      for (const portal of ['pmt', 'orion'] as const) {
        const menuSession = session(role, { portal, partnerStatus: 'active' });
        for (const group of menuFor(menuSession)) {
          for (const item of group.items) {
            const route = ROUTES.find((entry) => entry.id === item.id)!;
            expect(decideAccess(route, menuSession), `${role}: ${item.href}`).toEqual({ kind: 'allow' });
          }
        }
      }
    }
  });
});

describe('menuAreaFor (operations §2 "The menu is chosen by stored user_role")', () => {
  it.each([
    ['finance_user', 'finance'],
    ['payable_partner_user', 'finance'],
    ['client_invoicer', 'finance'],
    ['kci', 'operations'],
    ['qc', 'operations'],
    ['partner', 'partner-network'],
  ] as const)('%s → %s', (role, area) => {
    expect(menuAreaFor(session(role))).toBe(area);
  });

  it('lets the stored work area decide for admin', () => {
    expect(menuAreaFor(session('admin', { portal: 'pmt' }))).toBe('operations');
    expect(menuAreaFor(session('admin', { portal: 'orion' }))).toBe('partner-network');
  });
});

describe('navigationVariantFor (operations §2: the horizontal navigation variant)', () => {
  const HORIZONTAL: Role[] = [
    'finance_user',
    'accounts_user',
    'project_manager',
    'client_invoicer',
    'coordinator',
    'data_entry',
    'client_user',
    'verify_scheduler',
    'client_admin',
    'qc',
    'customer_connect',
    'payable_partner_user',
  ];

  it.each(ROLES)('%s', (role) => {
    expect(navigationVariantFor(role)).toBe(HORIZONTAL.includes(role) ? 'horizontal' : 'vertical');
  });

  it('is vertical for an unknown or missing role', () => {
    expect(navigationVariantFor('wizard')).toBe('vertical');
    expect(navigationVariantFor(null)).toBe('vertical');
  });
});

describe("'Create New Record' (operations §2: clears stored edit ids)", () => {
  it('removes the stored edit id and keeps the session', () => {
    storage.set('token', 'tok');
    storage.set('uuid', 'u-1');
    storage.set('temp_vendor_id', 'v-42');
    runMenuAction('clear-edit-ids');
    expect(storage.get('temp_vendor_id')).toBeNull();
    expect(storage.get('token')).toBe('tok');
    expect(storage.get('uuid')).toBe('u-1');
  });
});

describe('menu texts', () => {
  it('are react-intl descriptors with unique ids and English defaults', () => {
    const descriptors = [...Object.values(routeTitles), ...Object.values(menuMessages)];
    const ids = descriptors.map((descriptor) => descriptor.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const descriptor of descriptors) {
      expect(descriptor.id).toMatch(/^portal\.(title|menu)\./);
      expect(descriptor.defaultMessage).toEqual(expect.any(String));
    }
  });

  it('gives every route a title', () => {
    for (const route of ROUTES) expect(routeTitles[route.id].defaultMessage, route.id).toBeTruthy();
    expect(Object.keys(routeTitles)).toHaveLength(ROUTES.length);
  });
});
