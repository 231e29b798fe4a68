import { defineMessages } from 'react-intl';

/**
 * Menu texts that are not a route's title: group headings, and entries the spec names differently
 * from the page they open. Every other entry's text is its route's title (config/routeTitles.ts),
 * which is the spec's menu text where the spec gives one. Spec: operations §2 'Sidebar menus'.
 */
export const menuMessages = defineMessages({
  partnerInvoiceGroup: { id: 'portal.menu.group.partnerInvoice', defaultMessage: 'Partner Invoice' },
  transactionsGroup: { id: 'portal.menu.group.transactions', defaultMessage: 'Transactions' },
  clientDataGroup: { id: 'portal.menu.group.clientData', defaultMessage: 'Client Data' },
  vcommsGroup: { id: 'portal.menu.group.vcomms', defaultMessage: 'VCOMMS' },
  projectsGroup: { id: 'portal.menu.group.projects', defaultMessage: 'Projects' },
  ticketsGroup: { id: 'portal.menu.group.tickets', defaultMessage: 'Tickets' },
  tasksGroup: { id: 'portal.menu.group.tasks', defaultMessage: 'Tasks' },
  invoicesGroup: { id: 'portal.menu.group.invoices', defaultMessage: 'Invoices' },
  reportsGroup: { id: 'portal.menu.group.reports', defaultMessage: 'Reports' },
  resourcesGroup: { id: 'portal.menu.group.resources', defaultMessage: 'Resources' },
  communicationGroup: { id: 'portal.menu.group.communication', defaultMessage: 'Communication' },
  myProfile: { id: 'portal.menu.myProfile', defaultMessage: 'My Profile' },
  newRecords: { id: 'portal.menu.newRecords', defaultMessage: 'New Records' },
});
