import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  recordsTitle: { id: 'partnerRecords.list.title', defaultMessage: 'Partner records' },
  registeredTitle: { id: 'partnerRecords.list.registeredTitle', defaultMessage: 'Registered partners' },
  rejectedTitle: { id: 'partnerRecords.list.rejectedTitle', defaultMessage: 'Rejected records' },
  recordsEmpty: { id: 'partnerRecords.list.empty', defaultMessage: 'No partner record matches' },
  searchRecords: { id: 'partnerRecords.list.search', defaultMessage: 'Search partner records' },
  createRecord: { id: 'partnerRecords.list.create', defaultMessage: 'Create New Record' },
  partner: { id: 'partnerRecords.field.partner', defaultMessage: 'Partner' },
  contact: { id: 'partnerRecords.field.contact', defaultMessage: 'Contact' },
  phone: {
    id: 'partnerRecords.field.phone',
    defaultMessage: 'Phone',
    description: "Column header: the partner's phone number",
  },
  email: { id: 'partnerRecords.field.email', defaultMessage: 'E-mail' },
  address: { id: 'partnerRecords.field.address', defaultMessage: 'Address' },
  district: { id: 'partnerRecords.field.district', defaultMessage: 'District' },
  coverage: { id: 'partnerRecords.field.coverage', defaultMessage: 'Coverage' },
  status: {
    id: 'partnerRecords.field.status',
    defaultMessage: 'Status',
    description: 'Column header: status of the partner record',
  },
  kycStatus: {
    id: 'partnerRecords.field.kycStatus',
    defaultMessage: 'KYC',
    description: "Column header: status of the partner's KYC (know-your-customer) check; keep KYC",
  },
  rating: { id: 'partnerRecords.field.rating', defaultMessage: 'Rating' },
  activeTickets: { id: 'partnerRecords.field.activeTickets', defaultMessage: 'Active tickets' },
  registered: { id: 'partnerRecords.field.registered', defaultMessage: 'Registered' },
  rejectionReason: { id: 'partnerRecords.field.rejectionReason', defaultMessage: 'Reason' },
  rejectedOn: { id: 'partnerRecords.field.rejectedOn', defaultMessage: 'Rejected on' },
  notRated: { id: 'partnerRecords.field.notRated', defaultMessage: 'Not rated' },
  statusActive: {
    id: 'partnerRecords.status.active',
    defaultMessage: 'Active',
    description: 'Partner record status: approved and working (adjective: active)',
  },
  statusPending: { id: 'partnerRecords.status.pending', defaultMessage: 'Pending approval' },
  statusRemoval: { id: 'partnerRecords.status.removal', defaultMessage: 'Removal requested' },
  statusRegistration: {
    id: 'partnerRecords.status.registration',
    defaultMessage: 'Registration in progress',
  },
  kycPending: { id: 'partnerRecords.kyc.pending', defaultMessage: 'KYC pending' },
  kycVerified: { id: 'partnerRecords.kyc.verified', defaultMessage: 'KYC verified' },
  kycRejected: { id: 'partnerRecords.kyc.rejected', defaultMessage: 'KYC rejected' },
  // Profile (/detail/{uuid}).
  profileNotFound: { id: 'partnerRecords.profile.notFound', defaultMessage: 'Partner record not found' },
  profileNotFoundHelp: {
    id: 'partnerRecords.profile.notFoundHelp',
    defaultMessage: 'It does not exist, or it is not yours to see.',
  },
  retry: {
    id: 'partnerRecords.retry',
    defaultMessage: 'Retry',
    description: 'Button after a failed load: load the partner records again (verb)',
  },
  companySection: { id: 'partnerRecords.profile.company', defaultMessage: 'Company and contact' },
  kycSection: { id: 'partnerRecords.profile.kyc', defaultMessage: 'KYC and documents' },
  coverageSection: { id: 'partnerRecords.profile.coverage', defaultMessage: 'Coverage pincodes' },
  bankSection: { id: 'partnerRecords.profile.bank', defaultMessage: 'Bank details' },
  ticketsSection: { id: 'partnerRecords.profile.tickets', defaultMessage: 'Tickets' },
  paymentsSection: { id: 'partnerRecords.profile.payments', defaultMessage: 'Payments and invoices' },
  staffActions: { id: 'partnerRecords.profile.staffActions', defaultMessage: 'Staff actions' },
  missingTitle: {
    id: 'partnerRecords.profile.missingTitle',
    defaultMessage: 'What is still needed for approval',
  },
  missingPan: { id: 'partnerRecords.missing.pan', defaultMessage: 'PAN number' },
  missingPanScan: { id: 'partnerRecords.missing.panScan', defaultMessage: 'PAN scan' },
  missingAadhaar: { id: 'partnerRecords.missing.aadhaar', defaultMessage: 'Aadhaar number' },
  missingAadhaarFile: { id: 'partnerRecords.missing.aadhaarFile', defaultMessage: 'Aadhaar file' },
  missingBank: { id: 'partnerRecords.missing.bank', defaultMessage: 'Bank account and IFSC' },
  missingCoverage: { id: 'partnerRecords.missing.coverage', defaultMessage: 'At least one pincode served' },
  missingReview: {
    id: 'partnerRecords.missing.review',
    defaultMessage: 'KYC verification by the finance team (documents received)',
  },
  missingRejected: {
    id: 'partnerRecords.missing.rejected',
    defaultMessage: 'New KYC documents: the last ones were rejected',
  },
  pan: {
    id: 'partnerRecords.field.pan',
    defaultMessage: 'PAN',
    description: 'Field label: Indian Permanent Account Number (tax id); keep the abbreviation PAN',
  },
  aadhaar: { id: 'partnerRecords.field.aadhaar', defaultMessage: 'Aadhaar' },
  notGiven: { id: 'partnerRecords.field.notGiven', defaultMessage: 'Not given' },
  viewPanScan: { id: 'partnerRecords.document.viewPan', defaultMessage: 'View PAN scan' },
  viewAadhaarFile: { id: 'partnerRecords.document.viewAadhaar', defaultMessage: 'View Aadhaar file' },
  noDocuments: { id: 'partnerRecords.document.none', defaultMessage: 'No document uploaded yet.' },
  accountName: { id: 'partnerRecords.field.accountName', defaultMessage: 'Account holder' },
  accountNumber: { id: 'partnerRecords.field.accountNumber', defaultMessage: 'Account number' },
  ifsc: {
    id: 'partnerRecords.field.ifsc',
    defaultMessage: 'IFSC',
    description: "Field label: Indian Financial System Code of the partner's bank branch; keep IFSC",
  },
  branch: { id: 'partnerRecords.field.branch', defaultMessage: 'Branch' },
  branchUnknown: {
    id: 'partnerRecords.field.branchUnknown',
    defaultMessage: 'Branch not found for this IFSC',
  },
  noBank: { id: 'partnerRecords.bank.none', defaultMessage: 'No bank account given yet.' },
  bankEdit: { id: 'partnerRecords.bank.edit', defaultMessage: 'Update bank details' },
  bankIntro: {
    id: 'partnerRecords.bank.intro',
    defaultMessage: 'Payments for completed work go to this account. The IFSC names the branch.',
  },
  bankSubmit: { id: 'partnerRecords.bank.submit', defaultMessage: 'Save bank details' },
  accountNumberFormat: {
    id: 'partnerRecords.bank.accountNumberFormat',
    defaultMessage: 'Enter 9 to 18 digits.',
  },
  ifscFormat: {
    id: 'partnerRecords.bank.ifscFormat',
    defaultMessage: 'Enter 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234).',
  },
  ifscLooking: { id: 'partnerRecords.bank.ifscLooking', defaultMessage: 'Looking up the branch…' },
  noPincodes: { id: 'partnerRecords.coverage.none', defaultMessage: 'No pincode served yet.' },
  noTickets: { id: 'partnerRecords.tickets.none', defaultMessage: 'No ticket assigned' },
  ticket: { id: 'partnerRecords.field.ticket', defaultMessage: 'Ticket' },
  customer: { id: 'partnerRecords.field.customer', defaultMessage: 'Customer' },
  product: { id: 'partnerRecords.field.product', defaultMessage: 'Product' },
  visit: { id: 'partnerRecords.field.visit', defaultMessage: 'Visit window' },
  engineer: { id: 'partnerRecords.field.engineer', defaultMessage: 'Engineer' },
  ticketStatus: { id: 'partnerRecords.field.ticketStatus', defaultMessage: 'Ticket status' },
  actions: { id: 'partnerRecords.field.actions', defaultMessage: 'Actions' },
  acceptButton: { id: 'partnerRecords.tickets.acceptButton', defaultMessage: 'Accept' },
  declineButton: { id: 'partnerRecords.tickets.declineButton', defaultMessage: 'Decline' },
  reportLinkShort: { id: 'partnerRecords.tickets.reportLinkShort', defaultMessage: 'Report link' },
  declineReason: { id: 'partnerRecords.decline.reason', defaultMessage: 'Reason for declining' },
  declineSubmit: { id: 'partnerRecords.decline.submit', defaultMessage: 'Decline ticket' },
  declineIntro: {
    id: 'partnerRecords.decline.intro',
    defaultMessage: 'The ticket goes back to the coordinator to assign another partner.',
  },
  earned: { id: 'partnerRecords.payments.earned', defaultMessage: 'Work done' },
  notInvoiced: { id: 'partnerRecords.payments.notInvoiced', defaultMessage: 'Not invoiced yet' },
  inReview: { id: 'partnerRecords.payments.inReview', defaultMessage: 'Invoices in review' },
  approvedTotal: { id: 'partnerRecords.payments.approved', defaultMessage: 'Invoices approved' },
  invoice: { id: 'partnerRecords.field.invoice', defaultMessage: 'Invoice request' },
  invoiceNumber: { id: 'partnerRecords.field.invoiceNumber', defaultMessage: 'Invoice' },
  amount: { id: 'partnerRecords.field.amount', defaultMessage: 'Amount' },
  raised: { id: 'partnerRecords.field.raised', defaultMessage: 'Raised' },
  paymentStatus: { id: 'partnerRecords.field.paymentStatus', defaultMessage: 'Payment status' },
  noInvoices: { id: 'partnerRecords.payments.none', defaultMessage: 'No invoice yet' },
  invoicePending: { id: 'partnerRecords.invoice.pending', defaultMessage: 'In review' },
  invoiceApproved: { id: 'partnerRecords.invoice.approved', defaultMessage: 'Approved' },
  invoiceRejected: { id: 'partnerRecords.invoice.rejected', defaultMessage: 'Rejected' },
  kycHistory: { id: 'partnerRecords.kyc.history', defaultMessage: 'Decisions' },
  // KYC verification (/finance, /kyc-verify/{id}).
  kycQueueTitle: { id: 'partnerRecords.kycQueue.title', defaultMessage: 'Verify KYC' },
  kycQueueEmpty: { id: 'partnerRecords.kycQueue.empty', defaultMessage: 'No KYC waiting for verification' },
  searchKyc: { id: 'partnerRecords.kycQueue.search', defaultMessage: 'Search partners' },
  submitted: { id: 'partnerRecords.field.submitted', defaultMessage: 'Submitted' },
  decided: { id: 'partnerRecords.field.decided', defaultMessage: 'Decided' },
  kycReviewNotFound: { id: 'partnerRecords.kycReview.notFound', defaultMessage: 'KYC record not found' },
  showNumbers: { id: 'partnerRecords.kycReview.show', defaultMessage: 'Show full numbers' },
  hideNumbers: { id: 'partnerRecords.kycReview.hide', defaultMessage: 'Hide full numbers' },
  approve: { id: 'partnerRecords.kycReview.approve', defaultMessage: 'Approve KYC' },
  reject: { id: 'partnerRecords.kycReview.reject', defaultMessage: 'Reject KYC' },
  rejectReason: { id: 'partnerRecords.kycReview.rejectReason', defaultMessage: 'Reason for the rejection' },
  rejectIntro: {
    id: 'partnerRecords.kycReview.rejectIntro',
    defaultMessage: 'The partner sees this reason and sends new documents.',
  },
  decidedAlready: { id: 'partnerRecords.kycReview.decided', defaultMessage: 'This KYC has been decided.' },
  // Account options.
  accountTitle: { id: 'partnerRecords.account.title', defaultMessage: 'Account options' },
  yourAccount: { id: 'partnerRecords.account.yours', defaultMessage: 'Your account' },
  name: {
    id: 'partnerRecords.field.name',
    defaultMessage: 'Name',
    description: "Column header: the partner's name",
  },
  role: {
    id: 'partnerRecords.field.role',
    defaultMessage: 'Role',
    description: "Column header: the role of a partner's user account",
  },
  accountStatus: { id: 'partnerRecords.field.accountStatus', defaultMessage: 'Account status' },
  yourPartner: { id: 'partnerRecords.account.partner', defaultMessage: 'Partner' },
  noPartner: {
    id: 'partnerRecords.account.noPartner',
    defaultMessage: 'Your account is not linked to a partner yet.',
  },
  assignedToYou: { id: 'partnerRecords.account.tickets', defaultMessage: 'Tickets assigned to you' },
});

/** The values each message with placeholders takes. */
type WithValues = {
  ratingValue: { rating: string };
  bankTitle: { name: string };
  ifscBranch: { bank: string; branch: string; city: string };
  accept: { number: string };
  decline: { number: string };
  reportLink: { number: string };
  declineTitle: { number: string };
  acceptedOn: { at: string };
  decidedBy: { decision: string; who: string; at: string };
  decidedByWithReason: { decision: string; who: string; at: string; reason: string };
  coverageOf: { place: string; state: string; count: number };
  openDocument: { document: string };
  downloadDocument: { document: string };
  rejectTitle: { name: string };
  reviewOf: { name: string };
};

const withValues = defineMessages<WithValues>({
  ratingValue: { id: 'partnerRecords.field.ratingValue', defaultMessage: '{rating} of 5' },
  accept: { id: 'partnerRecords.tickets.accept', defaultMessage: 'Accept {number}' },
  decline: { id: 'partnerRecords.tickets.decline', defaultMessage: 'Decline {number}' },
  reportLink: {
    id: 'partnerRecords.tickets.reportLink',
    defaultMessage: 'Service call report link of {number}',
  },
  declineTitle: { id: 'partnerRecords.decline.title', defaultMessage: 'Decline {number}' },
  acceptedOn: { id: 'partnerRecords.tickets.acceptedOn', defaultMessage: 'Accepted {at}' },
  decidedBy: { id: 'partnerRecords.kyc.decidedBy', defaultMessage: '{decision} by {who}, {at}' },
  decidedByWithReason: {
    id: 'partnerRecords.kyc.decidedByWithReason',
    defaultMessage: '{decision} by {who}, {at} · {reason}',
    description:
      "A KYC history line: {decision} is 'Verified' or 'Rejected', {who} the reviewer, {at} the date and time, {reason} the reviewer's own words",
  },
  coverageOf: {
    id: 'partnerRecords.field.coverageOf',
    defaultMessage: '{place}, {state} · {count, plural, =0 {no pincode} one {# pincode} other {# pincodes}}',
    description:
      "A partner's coverage in the partner list: {place} is the district (or city), {state} the Indian state, {count} the pincodes served",
  },
  openDocument: { id: 'partnerRecords.document.open', defaultMessage: 'Open {document}' },
  downloadDocument: {
    id: 'partnerRecords.document.download',
    defaultMessage: 'Download {document} (declaration_file.docx)',
  },
  bankTitle: { id: 'partnerRecords.bank.title', defaultMessage: 'Bank details of {name}' },
  ifscBranch: {
    id: 'partnerRecords.bank.ifscBranch',
    defaultMessage: '{bank}, {branch}, {city}',
    description: 'The bank branch an IFSC names, under the IFSC field: bank name, branch name, city',
  },
  rejectTitle: { id: 'partnerRecords.kycReview.rejectTitle', defaultMessage: 'Reject the KYC of {name}' },
  reviewOf: { id: 'partnerRecords.kycReview.title', defaultMessage: 'KYC of {name}' },
});

/** Type of {@link partnerRecordMessages}: each descriptor knows the values its message needs. */
export type PartnerRecordMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};

/** Every text of the partner record screens (English; react-intl descriptors; issue 14). */
export const partnerRecordMessages: PartnerRecordMessages = { ...plain, ...withValues };
