import type { Role } from '@partner-portal/api/roles';
import { menuMessages } from './messages.ts';
import type { MenuCondition, MenuTable } from './types.ts';

const shownFor = (...roles: Role[]): MenuCondition => ({ roles });
const hiddenFor = (...roles: Role[]): MenuCondition => ({ exceptRoles: roles });
/** "for staff": everyone in this menu but the partner's own people. */
const staff = hiddenFor('partner', 'partner_employee');

/**
 * The Partner-network menu (work area orion). Spec: operations §2 'Sidebar menus',
 * 'Partner-network menu', in the spec's order. Entries the route guards refuse a role (operations
 * §6: "agent is excluded from pincode-management and interactions") are left out by `menuFor`.
 */
export const PARTNER_NETWORK_MENU: MenuTable = {
  area: 'partner-network',
  sections: [
    {
      id: 'records',
      label: null,
      items: [
        // "Dashboard (/dashboard) is hidden for qa, partner, agent, internal_agent and partner_employee."
        {
          route: 'dashboard',
          when: [hiddenFor('qa', 'partner', 'agent', 'internal_agent', 'partner_employee')],
        },
        // "Records (/records) and Rejected Records (/rejected) are hidden for qa, partner and partner_employee."
        { route: 'records', when: [hiddenFor('qa', 'partner', 'partner_employee')] },
        { route: 'rejected', when: [hiddenFor('qa', 'partner', 'partner_employee')] },
      ],
    },
    {
      // "For qa: Registered Partners, Rejected Records (/qc/rejected), New Records, Re Submitted
      // Records (/redo), Review Metadatas & Skills (/metadata)." New Records opens /records, qa's
      // landing page (access §6), which the plain 'Records' entry is hidden from qa for.
      id: 'qa',
      label: null,
      when: [shownFor('qa')],
      items: [
        { route: 'registeredPartners' },
        { route: 'qcRejected' },
        { route: 'records', label: menuMessages.newRecords },
        { route: 'redo' },
        { route: 'metadata' },
      ],
    },
    {
      // "VCOMMS group for non-qa, non-partner staff: Define Jobs (/jobs), Filter (/jobs-filter), Send Email (/sendmail)."
      id: 'vcomms',
      label: menuMessages.vcommsGroup,
      when: [hiddenFor('qa', 'partner', 'partner_employee')],
      items: [{ route: 'jobs' }, { route: 'jobsFilter' }, { route: 'sendmail' }],
    },
    {
      // "For a partner whose status is not pending: My Profile (/detail/{uuid}), Tickets
      // (/partner-tickets), Payments status (/client-payables). A pending status hides these three."
      id: 'partner',
      label: null,
      when: [shownFor('partner'), { partnerStatus: 'not-pending' }],
      items: [
        { route: 'detail', label: menuMessages.myProfile, uuidParam: true },
        { route: 'partnerTickets' },
        { route: 'clientPayables' },
      ],
    },
    {
      id: 'network',
      label: null,
      items: [
        // "For agent and internal_agent: Create New Record (/registration), which clears stored edit ids."
        { route: 'registration', when: [shownFor('agent', 'internal_agent')], action: 'clear-edit-ids' },
        { route: 'auditTrail' },
        // "Tasks (/vendor-tasks) for internal_agent and admin."
        { route: 'vendorTasks', when: [shownFor('internal_agent', 'admin')] },
        { route: 'pincodeManagement' },
        { route: 'coverage' },
        { route: 'allInteractions' },
        { route: 'interactions' },
        // "Rate Cards (/rate-cards) for internal_agent."
        { route: 'rateCards', when: [shownFor('internal_agent')] },
        { route: 'vendorCollections' },
        { route: 'vendorDataReview' },
        { route: 'techlocalCollections' },
        // "For partner and partner_employee: Account Options (/account-options) and Exchange Transactions (/exchange-transactions)."
        { route: 'accountOptions', when: [shownFor('partner', 'partner_employee')] },
        { route: 'exchangeTransactions', when: [shownFor('partner', 'partner_employee')] },
        // "Additional Profiling (/additional-profiling) for staff."
        { route: 'additionalProfiling', when: [staff] },
      ],
    },
  ],
};
