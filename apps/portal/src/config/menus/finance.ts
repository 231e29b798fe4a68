import type { Role } from '@partner-portal/api/roles';
import { menuMessages } from './messages.ts';
import type { MenuCondition, MenuTable } from './types.ts';

/** "All items below are hidden from payable_partner_user and client_invoicer." */
const notSeparate: MenuCondition = { exceptRoles: ['payable_partner_user', 'client_invoicer'] };
const financeUser: MenuCondition = { roles: ['finance_user'] };
const only = (role: Role): MenuCondition => ({ roles: [role] });

/**
 * The Finance menu (work areas fc and ppl). Spec: operations §2 'Sidebar menus', 'Finance menu',
 * in the spec's order. Entries the route guards refuse a role (operations §6: invoice-request,
 * partner-collections and deposits-refunds are "finance_user only") are left out by `menuFor`.
 */
export const FINANCE_MENU: MenuTable = {
  area: 'finance',
  sections: [
    {
      id: 'finance',
      label: null,
      when: [notSeparate],
      items: [
        // "Add Client/Cost Centre (/add-client-costcentre, finance_user only)"
        { route: 'addClientCostcentre', when: [financeUser] },
        { route: 'finance' },
        { route: 'invoiceRequestReview' },
      ],
    },
    {
      // "Partner Invoice group: Add Invoice (/partner-invoice); Verify Invoice (/partner-invoice-review, finance_user)"
      id: 'partnerInvoice',
      label: menuMessages.partnerInvoiceGroup,
      when: [notSeparate],
      items: [{ route: 'partnerInvoiceGeneration' }, { route: 'partnerInvoiceReview', when: [financeUser] }],
    },
    {
      // "Transactions group: TPP Transactions (/tpp-transactions); Payables (/payables) and Paid
      // Invoice List (/paid-invoices) for finance_user"
      id: 'transactions',
      label: menuMessages.transactionsGroup,
      when: [notSeparate],
      items: [
        { route: 'tppTransactions' },
        { route: 'payables', when: [financeUser] },
        { route: 'paidInvoices', when: [financeUser] },
      ],
    },
    {
      // "Client Data group: Client PO (/client-purchase-order); Client Invoice (/client-invoice);
      // Invoice Review (/client-invoice-review, finance_user)"
      id: 'clientData',
      label: menuMessages.clientDataGroup,
      when: [notSeparate],
      items: [
        { route: 'clientPurchaseOrder' },
        { route: 'clientInvoice' },
        { route: 'clientInvoiceReview', when: [financeUser] },
      ],
    },
    {
      id: 'financeMore',
      label: null,
      when: [notSeparate],
      items: [
        { route: 'partnerCollections' },
        { route: 'depositsRefunds' },
        // "Actions (/actions), with a badge showing a pending task count"
        { route: 'actions', badge: 'finance-task-count' },
        { route: 'financeExportImport' },
        // "Dashboard (/finance-dashboard, finance_user)"
        { route: 'financeDashboard', when: [financeUser] },
      ],
    },
    // "payable_partner_user sees only Dashboard (/invoice-list)."
    {
      id: 'payablePartner',
      label: null,
      when: [only('payable_partner_user')],
      items: [{ route: 'invoiceList' }],
    },
    // "client_invoicer sees only Client Invoice (/client-invoices)."
    {
      id: 'clientInvoicer',
      label: null,
      when: [only('client_invoicer')],
      items: [{ route: 'clientInvoices' }],
    },
  ],
};
