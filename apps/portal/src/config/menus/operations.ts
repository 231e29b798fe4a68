import type { Role } from '@partner-portal/api/roles';
import type { MenuItemDefinition, MenuTable } from './types.ts';

const forAdmin = [{ roles: ['admin'] as const satisfies readonly Role[] }];

/** Items named by route only: their text is the route's title. */
const items = (...routes: MenuItemDefinition['route'][]): MenuItemDefinition[] =>
  routes.map((route) => ({ route }));

/**
 * The Operations menu (work areas pmt and kci). Spec: operations §2 'Sidebar menus', 'Operations
 * menu': one list per role, in the spec's order; the spec names these entries by route, so their
 * text is the route's title (with the spec's own words where it gives them: 'Create KCI',
 * 'Create Project', 'CSAT Surveys').
 */
export const OPERATIONS_MENU: MenuTable = {
  area: 'operations',
  sections: [
    {
      id: 'coordinator',
      label: null,
      when: [{ roles: ['coordinator'] }],
      items: items(
        'coordinatorDashboard',
        'coordinatorProjectList',
        'tasks',
        'ticketList',
        'invoiceRequests',
        'partnerInvoices',
        'createTicket',
        'bulkDocumentUploadLinkGenerator',
        'escalateTasks',
        'projectExpense',
        'spareManagement',
        'rawAddress',
        'notificationDashboard',
        'createTechlocalTicket',
        'escalate',
        'tools',
        'chat',
        'toDo',
        'kci',
        'autoAllocate',
      ),
    },
    {
      id: 'projectManager',
      label: null,
      when: [{ roles: ['project_manager', 'admin'] }],
      items: [
        ...items('managerDashboard', 'analyticsDashboard', 'tasks', 'auditDocuments'),
        // "escalate-tasks (badge of escalated-ticket total)"
        { route: 'escalateTasks', badge: 'escalations' },
        ...items(
          'ticketList',
          'createTicket',
          'projectList',
          'projectReports',
          'projectExpense',
          'spareManagement',
          'partnerInvoices',
          'invoiceRequests',
          'rawAddress',
          'reportAutomation',
          'notificationDashboard',
          'escalateDashboard',
          'takeout',
          'assetHome',
          'createTechlocalTicket',
          'bulkDocumentUploadLinkGenerator',
          'tools',
        ),
        // "techlocal-users (admin only)"
        { route: 'techlocalUsers', when: forAdmin },
        ...items('chat', 'toDo', 'surveys', 'kci'),
        // "whatsapp-msg (admin only)"
        { route: 'whatsappMsg', when: forAdmin },
        ...items('autoAllocate'),
      ],
    },
    {
      id: 'client',
      label: null,
      when: [{ roles: ['client_admin', 'client_user', 'client_manager'] }],
      items: items('clientDashboard', 'ticketProgress', 'clientProjectList'),
    },
    { id: 'qc', label: null, when: [{ roles: ['qc'] }], items: items('qcTicketList', 'qcTasks') },
    { id: 'kci', label: null, when: [{ roles: ['kci'] }], items: items('kciTasks', 'kci') },
    {
      id: 'verifyScheduler',
      label: null,
      when: [{ roles: ['verify_scheduler'] }],
      items: items('verifySchedule'),
    },
    {
      id: 'customerConnect',
      label: null,
      when: [{ roles: ['customer_connect'] }],
      items: items('rawAddress', 'escalateTasks', 'chat', 'toDo', 'kci'),
    },
    {
      id: 'dataEntry',
      label: null,
      when: [{ roles: ['data_entry'] }],
      items: items('tasks', 'projectExpense'),
    },
    // "Users with auditor_user among all roles: audit-documents, audit-visits." The auditor_user role
    // itself counts too (its landing page is /audit-documents, access §6). Entries another list
    // already shows are not repeated.
    {
      id: 'auditor',
      label: null,
      when: [{ holdsRole: 'auditor_user' }],
      items: items('auditDocuments', 'auditVisits'),
    },
  ],
};
