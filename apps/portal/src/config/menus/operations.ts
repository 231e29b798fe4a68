import type { Role } from '@partner-portal/api/roles';
import { menuMessages } from './messages.ts';
import type { MenuItemDefinition, MenuTable } from './types.ts';

const forAdmin = [{ roles: ['admin'] as const satisfies readonly Role[] }];
const MANAGER_ROLES = ['project_manager', 'admin'] as const satisfies readonly Role[];
const forManager = [{ roles: MANAGER_ROLES }];
const forCoordinator = [{ roles: ['coordinator'] as const satisfies readonly Role[] }];
/** The coordinator's and the project manager's (and admin's) lists. */
const desk = { roles: ['coordinator', ...MANAGER_ROLES] as const satisfies readonly Role[] };

/** Items named by route only: their text is the route's title. */
const items = (...routes: MenuItemDefinition['route'][]): MenuItemDefinition[] =>
  routes.map((route) => ({ route }));

/**
 * The Operations menu (work areas pmt and kci). Spec: operations §2 'Sidebar menus', 'Operations
 * menu': one list per role, in the spec's order (the coordinator's and project manager's lists
 * grouped, see below); the spec names these entries by route, so their text is the route's title
 * (with the spec's own words where it gives them: 'Create KCI', 'Create Project', 'CSAT Surveys').
 */
export const OPERATIONS_MENU: MenuTable = {
  area: 'operations',
  sections: [
    // The coordinator's and the project manager's lists (20 to 30 entries) are grouped, beyond the
    // spec's flat lists, so the horizontal bar is one row (issue 20 'The shell'): the landing
    // dashboard stays at the top, every other entry goes into one group, in the spec's order
    // within each group. Entries of one role only carry their role's condition.
    {
      id: 'desk',
      label: null,
      when: [desk],
      items: [
        { route: 'coordinatorDashboard', when: forCoordinator },
        { route: 'managerDashboard', when: forManager },
      ],
    },
    {
      id: 'projects',
      label: menuMessages.projectsGroup,
      when: [desk],
      items: [
        { route: 'coordinatorProjectList', when: forCoordinator },
        { route: 'projectList', when: forManager },
        { route: 'projectReports', when: forManager },
        { route: 'projectExpense' },
      ],
    },
    {
      id: 'tickets',
      label: menuMessages.ticketsGroup,
      when: [desk],
      items: items(
        'ticketList',
        'createTicket',
        'createTechlocalTicket',
        'bulkDocumentUploadLinkGenerator',
        'autoAllocate',
      ),
    },
    {
      id: 'tasks',
      label: menuMessages.tasksGroup,
      when: [desk],
      items: [
        { route: 'tasks' },
        // Beyond the spec (issue 23): the day's punches with the places users shared.
        { route: 'attendanceRecords' },
        { route: 'auditDocuments', when: forManager },
        { route: 'escalateTasks', when: forCoordinator },
        // "escalate-tasks (badge of escalated-ticket total)"
        { route: 'escalateTasks', badge: 'escalations', when: forManager },
        { route: 'escalate', when: forCoordinator },
        { route: 'toDo' },
        { route: 'kci' },
      ],
    },
    {
      id: 'invoices',
      label: menuMessages.invoicesGroup,
      when: [desk],
      items: items('invoiceRequests', 'partnerInvoices'),
    },
    {
      id: 'reports',
      label: menuMessages.reportsGroup,
      when: [{ roles: MANAGER_ROLES }],
      items: items('analyticsDashboard', 'reportAutomation', 'escalateDashboard', 'takeout'),
    },
    {
      id: 'resources',
      label: menuMessages.resourcesGroup,
      when: [desk],
      items: [
        ...items('spareManagement', 'rawAddress'),
        { route: 'assetHome', when: forManager },
        { route: 'tools' },
        // "techlocal-users (admin only)"
        { route: 'techlocalUsers', when: forAdmin },
      ],
    },
    {
      id: 'communication',
      label: menuMessages.communicationGroup,
      when: [desk],
      items: [
        ...items('chat', 'notificationDashboard'),
        { route: 'surveys', when: forManager },
        // "whatsapp-msg (admin only)"
        { route: 'whatsappMsg', when: forAdmin },
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
