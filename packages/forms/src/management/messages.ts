import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  // Warehouses
  warehouses: { id: 'forms.management.warehouses', defaultMessage: 'Warehouses' },
  addWarehouse: { id: 'forms.management.addWarehouse', defaultMessage: 'Add warehouse' },
  createWarehouse: { id: 'forms.management.createWarehouse', defaultMessage: 'Create warehouse' },
  noWarehouses: { id: 'forms.management.noWarehouses', defaultMessage: 'No warehouses yet' },
  code: { id: 'forms.management.code', defaultMessage: 'Code' },
  codeHint: {
    id: 'forms.management.codeHint',
    defaultMessage: '3 to 20 capital letters, digits or dashes, e.g. WH-MUM-02',
  },
  codeInvalid: {
    id: 'forms.management.codeInvalid',
    defaultMessage: 'Use 3 to 20 capital letters, digits or dashes.',
  },
  name: { id: 'forms.management.name', defaultMessage: 'Name' },
  address: { id: 'forms.management.address', defaultMessage: 'Address' },
  city: { id: 'forms.management.city', defaultMessage: 'City' },
  state: { id: 'forms.management.state', defaultMessage: 'State' },
  pincode: { id: 'forms.management.pincode', defaultMessage: 'Pincode' },
  pincodeInvalid: { id: 'forms.management.pincodeInvalid', defaultMessage: 'Enter a 6-digit pincode.' },
  managerName: { id: 'forms.management.managerName', defaultMessage: 'Manager name' },
  phone: { id: 'forms.management.phone', defaultMessage: 'Phone' },
  phoneInvalid: {
    id: 'forms.management.phoneInvalid',
    defaultMessage: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
  },
  required: { id: 'forms.management.required', defaultMessage: 'This field is required.' },
  sparesInStock: { id: 'forms.management.sparesInStock', defaultMessage: 'Spares in stock' },
  status: { id: 'forms.management.status', defaultMessage: 'Status' },
  active: { id: 'forms.management.active', defaultMessage: 'Active' },
  inactive: { id: 'forms.management.inactive', defaultMessage: 'Inactive' },
  createdAt: { id: 'forms.management.createdAt', defaultMessage: 'Created' },
  cancel: { id: 'forms.management.cancel', defaultMessage: 'Cancel' },
  saveFailed: { id: 'forms.management.saveFailed', defaultMessage: 'Not saved' },
  // Spares
  spareTracking: { id: 'forms.management.spareTracking', defaultMessage: 'Spare tracking' },
  doaSpares: { id: 'forms.management.doaSpares', defaultMessage: 'Dead on arrival' },
  noSpares: { id: 'forms.management.noSpares', defaultMessage: 'No spares to show' },
  partNumber: { id: 'forms.management.partNumber', defaultMessage: 'Part number' },
  serialNumber: { id: 'forms.management.serialNumber', defaultMessage: 'Serial number' },
  warehouse: { id: 'forms.management.warehouse', defaultMessage: 'Warehouse' },
  ticket: { id: 'forms.management.ticket', defaultMessage: 'Ticket' },
  docket: { id: 'forms.management.docket', defaultMessage: 'Docket' },
  shippedAt: { id: 'forms.management.shippedAt', defaultMessage: 'Shipped' },
  deliveredAt: { id: 'forms.management.deliveredAt', defaultMessage: 'Delivered' },
  doaReason: { id: 'forms.management.doaReason', defaultMessage: 'DOA reason' },
  spareInStock: { id: 'forms.management.spareInStock', defaultMessage: 'In stock' },
  spareInTransit: { id: 'forms.management.spareInTransit', defaultMessage: 'In transit' },
  spareDelivered: { id: 'forms.management.spareDelivered', defaultMessage: 'Delivered' },
  spareReturned: { id: 'forms.management.spareReturned', defaultMessage: 'Returned' },
  spareDoa: { id: 'forms.management.spareDoa', defaultMessage: 'Dead on arrival' },
  track: { id: 'forms.management.track', defaultMessage: 'Track' },
  trackEvents: { id: 'forms.management.trackEvents', defaultMessage: 'Tracking events' },
  noTrackEvents: { id: 'forms.management.noTrackEvents', defaultMessage: 'No tracking events yet.' },
  courier: { id: 'forms.management.courier', defaultMessage: 'Courier' },
  returnSpare: { id: 'forms.management.returnSpare', defaultMessage: 'Return' },
  returnSpareIntro: {
    id: 'forms.management.returnSpareIntro',
    defaultMessage: 'The spare goes back to its warehouse. Say why it is returned.',
  },
  returnReason: { id: 'forms.management.returnReason', defaultMessage: 'Reason for the return' },
  recordReturn: { id: 'forms.management.recordReturn', defaultMessage: 'Record return' },
  close: { id: 'forms.management.close', defaultMessage: 'Close' },
  // Projects
  projects: { id: 'forms.management.projects', defaultMessage: 'Projects' },
  noProjects: { id: 'forms.management.noProjects', defaultMessage: 'No projects yet' },
  client: { id: 'forms.management.client', defaultMessage: 'Client' },
  startDate: { id: 'forms.management.startDate', defaultMessage: 'Start date' },
  openTasks: { id: 'forms.management.openTasks', defaultMessage: 'Open tasks' },
  openEscalations: { id: 'forms.management.openEscalations', defaultMessage: 'Open escalations' },
  projectActive: { id: 'forms.management.projectActive', defaultMessage: 'Active' },
  projectOnHold: { id: 'forms.management.projectOnHold', defaultMessage: 'On hold' },
  projectClosed: { id: 'forms.management.projectClosed', defaultMessage: 'Closed' },
  project: { id: 'forms.management.project', defaultMessage: 'Project' },
  // Escalations
  escalatedTickets: { id: 'forms.management.escalatedTickets', defaultMessage: 'Escalated tickets' },
  noEscalations: { id: 'forms.management.noEscalations', defaultMessage: 'No escalated tickets' },
  customer: { id: 'forms.management.customer', defaultMessage: 'Customer' },
  reason: { id: 'forms.management.reason', defaultMessage: 'Reason' },
  priority: { id: 'forms.management.priority', defaultMessage: 'Priority' },
  escalatedAt: { id: 'forms.management.escalatedAt', defaultMessage: 'Escalated' },
  priorityLow: { id: 'forms.management.priorityLow', defaultMessage: 'Low' },
  priorityMedium: { id: 'forms.management.priorityMedium', defaultMessage: 'Medium' },
  priorityHigh: { id: 'forms.management.priorityHigh', defaultMessage: 'High' },
  priorityCritical: { id: 'forms.management.priorityCritical', defaultMessage: 'Critical' },
  escalationOpen: { id: 'forms.management.escalationOpen', defaultMessage: 'Open' },
  escalationResolved: { id: 'forms.management.escalationResolved', defaultMessage: 'Resolved' },
  // Interactions
  interactions: { id: 'forms.management.interactions', defaultMessage: 'Partner interactions' },
  noInteractions: { id: 'forms.management.noInteractions', defaultMessage: 'No interactions yet' },
  partner: { id: 'forms.management.partner', defaultMessage: 'Partner' },
  channel: { id: 'forms.management.channel', defaultMessage: 'Channel' },
  summary: { id: 'forms.management.summary', defaultMessage: 'Summary' },
  interactedBy: { id: 'forms.management.interactedBy', defaultMessage: 'By' },
  interactedAt: { id: 'forms.management.interactedAt', defaultMessage: 'When' },
  channelCall: { id: 'forms.management.channelCall', defaultMessage: 'Call' },
  channelWhatsapp: { id: 'forms.management.channelWhatsapp', defaultMessage: 'WhatsApp' },
  channelEmail: { id: 'forms.management.channelEmail', defaultMessage: 'E-mail' },
  channelVisit: { id: 'forms.management.channelVisit', defaultMessage: 'Visit' },
  // Pincode partners
  pinPartners: { id: 'forms.management.pinPartners', defaultMessage: 'Partners serving the pincode' },
  pinPrompt: {
    id: 'forms.management.pinPrompt',
    defaultMessage: 'Enter a 6-digit pincode to see the partners serving it.',
  },
  noPinPartners: { id: 'forms.management.noPinPartners', defaultMessage: 'No partner serves this pincode' },
  pincodes: { id: 'forms.management.pincodes', defaultMessage: 'Pincodes served' },
  partnerActive: { id: 'forms.management.partnerActive', defaultMessage: 'Active' },
  partnerPending: { id: 'forms.management.partnerPending', defaultMessage: 'Pending' },
  partnerRemovalRequested: {
    id: 'forms.management.partnerRemovalRequested',
    defaultMessage: 'Removal requested',
  },
  requestRemoval: { id: 'forms.management.requestRemoval', defaultMessage: 'Request removal' },
  requestRemovalIntro: {
    id: 'forms.management.requestRemovalIntro',
    defaultMessage: 'The partner is marked for removal until the request is handled. Say why.',
  },
  removalReason: { id: 'forms.management.removalReason', defaultMessage: 'Reason for the removal' },
  sendRequest: { id: 'forms.management.sendRequest', defaultMessage: 'Send request' },
  // Vendor data review
  vendorData: { id: 'forms.management.vendorData', defaultMessage: 'Partner data responses' },
  noVendorData: { id: 'forms.management.noVendorData', defaultMessage: 'No partner data to review' },
  collection: { id: 'forms.management.collection', defaultMessage: 'Collection' },
  submittedData: { id: 'forms.management.submittedData', defaultMessage: 'Submitted data' },
  submittedAt: { id: 'forms.management.submittedAt', defaultMessage: 'Submitted' },
  remarks: { id: 'forms.management.remarks', defaultMessage: 'Remarks' },
  reviewPending: { id: 'forms.management.reviewPending', defaultMessage: 'Pending' },
  reviewApproved: { id: 'forms.management.reviewApproved', defaultMessage: 'Approved' },
  reviewRejected: { id: 'forms.management.reviewRejected', defaultMessage: 'Rejected' },
  approve: { id: 'forms.management.approve', defaultMessage: 'Approve' },
  approveTitle: { id: 'forms.management.approveTitle', defaultMessage: 'Approve partner data' },
  reject: { id: 'forms.management.reject', defaultMessage: 'Reject' },
  rejectIntro: {
    id: 'forms.management.rejectIntro',
    defaultMessage: 'Tell the partner what is wrong with the data.',
  },
  // SOW subtype actions
  sowActions: { id: 'forms.management.sowActions', defaultMessage: 'SOW subtype actions' },
  noSowActions: { id: 'forms.management.noSowActions', defaultMessage: 'No actions set yet' },
  sowsubtype: { id: 'forms.management.sowsubtype', defaultMessage: 'SOW subtype' },
  action: { id: 'forms.management.action', defaultMessage: 'Action' },
  addSowAction: { id: 'forms.management.addSowAction', defaultMessage: 'Add action' },
  saveSowAction: { id: 'forms.management.saveSowAction', defaultMessage: 'Save action' },
  chooseOne: { id: 'forms.management.chooseOne', defaultMessage: 'Choose one.' },
  sendCsatSurvey: { id: 'forms.management.sendCsatSurvey', defaultMessage: 'Send satisfaction survey' },
  sendServiceReport: { id: 'forms.management.sendServiceReport', defaultMessage: 'Send service report' },
  requestSpare: { id: 'forms.management.requestSpare', defaultMessage: 'Request spare' },
  notifyClient: { id: 'forms.management.notifyClient', defaultMessage: 'Notify client' },
  autoClose: { id: 'forms.management.autoClose', defaultMessage: 'Close automatically' },
  // Analytics
  analytics: { id: 'forms.management.analytics', defaultMessage: 'Operations summary' },
  analyticsLoading: { id: 'forms.management.analyticsLoading', defaultMessage: 'Loading the summary' },
  totalProjects: { id: 'forms.management.totalProjects', defaultMessage: 'Projects' },
  tasks: { id: 'forms.management.tasks', defaultMessage: 'Tasks' },
  tasksOpen: { id: 'forms.management.tasksOpen', defaultMessage: 'Open' },
  tasksClosed: { id: 'forms.management.tasksClosed', defaultMessage: 'Closed' },
  tasksOverdue: { id: 'forms.management.tasksOverdue', defaultMessage: 'Overdue' },
  spares: { id: 'forms.management.spares', defaultMessage: 'Spares' },
  escalations: { id: 'forms.management.escalations', defaultMessage: 'Open escalations' },
  invoiceRequests: { id: 'forms.management.invoiceRequests', defaultMessage: 'Invoice requests' },
  uninvoiced: { id: 'forms.management.uninvoiced', defaultMessage: 'Work orders not yet invoiced' },
  count: { id: 'forms.management.count', defaultMessage: 'Count' },
  amount: { id: 'forms.management.amount', defaultMessage: 'Amount' },
  total: { id: 'forms.management.total', defaultMessage: 'Total' },
});

const withValues = defineMessages<{
  tooShort: { min: number };
  trackOf: { name: string };
  returnSpareTitle: { name: string };
  requestRemovalTitle: { name: string };
  approveMessage: { collection: string; partner: string };
  rejectTitle: { name: string };
}>({
  tooShort: { id: 'forms.management.tooShort', defaultMessage: 'Enter at least {min} characters.' },
  trackOf: { id: 'forms.management.trackOf', defaultMessage: 'Tracking of {name}' },
  returnSpareTitle: { id: 'forms.management.returnSpareTitle', defaultMessage: 'Return {name}' },
  requestRemovalTitle: {
    id: 'forms.management.requestRemovalTitle',
    defaultMessage: 'Request removal of {name}',
  },
  approveMessage: {
    id: 'forms.management.approveMessage',
    defaultMessage: 'Approve the {collection} data of {partner}?',
  },
  rejectTitle: { id: 'forms.management.rejectTitle', defaultMessage: 'Reject the data of {name}' },
});

/** Type of {@link managementMessages}: each descriptor knows the values its message needs. */
export type ManagementMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly tooShort: TypedMessageDescriptor<{ min: number }>;
  readonly trackOf: TypedMessageDescriptor<{ name: string }>;
  readonly returnSpareTitle: TypedMessageDescriptor<{ name: string }>;
  readonly requestRemovalTitle: TypedMessageDescriptor<{ name: string }>;
  readonly approveMessage: TypedMessageDescriptor<{ collection: string; partner: string }>;
  readonly rejectTitle: TypedMessageDescriptor<{ name: string }>;
};

/**
 * Texts of the management and warehouse screens (operations §2 routes spare-management,
 * project-list, analytics-dashboard, escalate-tasks, interactions, all-interactions,
 * pincode-partners, vendor-data-review, tools; §7 'Management and warehouse'). The spec words none
 * of these texts: the product's own wording. Field names follow the server's fields.
 */
export const managementMessages: ManagementMessages = { ...plain, ...withValues };
