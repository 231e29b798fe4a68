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
  myProfile: { id: 'portal.menu.myProfile', defaultMessage: 'My Profile' },
  newRecords: { id: 'portal.menu.newRecords', defaultMessage: 'New Records' },
});
