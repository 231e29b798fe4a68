import type { HttpCore } from '../client/request.ts';
import type { RequestOptions } from '../client/types.ts';
import { pageFromWire, withQuery, type ListQuery, type ListResponse } from './lists.ts';
import type { TicketStatus } from './tickets.ts';

// Partner records (issue 14, Partner Management: access §1 'partner records, profiles, tickets,
// payments'; operations §2 records, detail, registered-partners, rejected, qc/rejected,
// account-options; §7 'File upload' 3, 'Other' IFSC lookup) and the KYC verification of Finance
// Central (/finance, /kyc-verify/{id}). Paths and shapes are the reference server's choice.

/** KYC status of a record. */
export type KycStatus = 'pending' | 'verified' | 'rejected';

/** Status of a record: the registered partner's, or `registration` for an unfinished wizard. */
export type PartnerRecordStatus = 'active' | 'pending' | 'removal_requested' | 'registration';

/** A KYC document that has a signed display link. */
export type KycDocument = 'pan_scan' | 'aadhaar_file';

/** What a record still needs before approval. */
export type MissingItem =
  'pan' | 'pan_scan' | 'aadhaar' | 'aadhaar_file' | 'bank' | 'coverage' | 'kyc_review' | 'kyc_rejected';

/** The assigned partner's answer to a ticket. */
export type TicketResponse = 'accept' | 'decline';

/** A partner record as the lists show it. Times are ISO 8601 instants. */
export interface PartnerRecord {
  /** Id in /detail/{uuid}. */
  uuid: string;
  /** A registered partner, or a registration the wizard has not finished. */
  kind: 'partner' | 'registration';
  name: string;
  contactName: string;
  phone: string;
  email: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  status: PartnerRecordStatus;
  kycStatus: KycStatus;
  /** Reason of a KYC rejection. */
  kycReason: string | null;
  /** Average customer rating 1-5, or null. */
  rating: number | null;
  /** Tickets assigned, scheduled, in progress or on hold. */
  activeTickets: number;
  /** Number of pincodes the partner serves. */
  pincodeCount: number;
  createdAt: string;
  kycDecidedAt: string | null;
}

/** Query of the records list (ordering: name, created_at, rating, active_tickets, district, kyc_status, kyc_decided_at). */
export interface PartnerRecordQuery extends ListQuery {
  /** `registered`: active and KYC verified; `rejected`: KYC rejected. Default all. */
  view?: 'all' | 'registered' | 'rejected';
  kycStatus?: KycStatus;
  status?: PartnerRecordStatus;
  district?: string;
}

/** One KYC decision. */
export interface KycDecisionEntry {
  decision: 'verified' | 'rejected';
  reason: string | null;
  decidedByName: string;
  decidedAt: string;
}

/** The KYC of a record: numbers masked except the last 4 (whole only for verifiers). */
export interface KycSummary {
  status: KycStatus;
  /** 'XXXXXX234F' (verifiers: the PAN). */
  pan: string | null;
  /** 'XXXXXXXX0123' (verifiers: the 12 digits). */
  aadhaar: string | null;
  hasPanScan: boolean;
  hasAadhaarFile: boolean;
  submittedAt: string | null;
  reason: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  /** Newest first. */
  history: KycDecisionEntry[];
}

/** A bank branch found by IFSC. */
export interface BankBranch {
  ifsc: string;
  bank: string;
  branch: string;
  city: string;
  state: string;
}

/** A ticket of the partner. */
export interface PartnerTicket {
  ticketId: string;
  ticketNumber: string;
  status: TicketStatus;
  customerName: string;
  district: string;
  pincode: string;
  productName: string;
  slaDueAt: string | null;
  visitStart: string | null;
  visitEnd: string | null;
  engineerName: string | null;
  /** When the partner accepted it, or null. */
  acceptedAt: string | null;
  /** Send it back with a response; a stale one is a 409. */
  version: number;
  /** What the signed-in partner may answer now (empty for staff). */
  responses: TicketResponse[];
}

/** A work order of the partner with its payment status. Amounts in rupees. */
export interface PartnerWorkOrder {
  woNumber: string;
  ticketNumber: string;
  description: string;
  amount: number;
  completedAt: string;
  /** The invoice request that holds it, if any. */
  requestNumber: string | null;
  /** not_invoiced, pending (request in review), approved, rejected. */
  paymentStatus: 'not_invoiced' | 'pending' | 'approved' | 'rejected';
}

/** An invoice request of the partner. Amounts in rupees. */
export interface PartnerInvoice {
  requestNumber: string;
  status: 'pending' | 'approved' | 'rejected';
  amount: number;
  invoiceNumber: string | null;
  invoiceStatus: 'none' | 'created' | 'failed';
  createdAt: string;
  reviewedAt: string | null;
  reviewRemarks: string;
}

/** Everything about one partner record (/detail/{uuid}). */
export interface PartnerProfile {
  uuid: string;
  kind: 'partner' | 'registration';
  name: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  status: PartnerRecordStatus;
  rating: number | null;
  createdAt: string;
  kyc: KycSummary;
  bank: {
    accountName: string | null;
    /** Masked except the last 4 digits. */
    accountNumber: string | null;
    ifsc: string | null;
    branch: BankBranch | null;
  } | null;
  /** Pincodes the partner serves. */
  pincodes: string[];
  /** Empty for an approved partner. */
  missing: MissingItem[];
  /** True when the signed-in user is this partner. */
  isOwn: boolean;
  tickets: PartnerTicket[];
  payments: {
    workOrders: PartnerWorkOrder[];
    invoices: PartnerInvoice[];
    totals: { earned: number; notInvoiced: number; inReview: number; approved: number };
  };
}

/** The signed-in partner's or partner employee's account options. */
export interface AccountOptions {
  account: { fullName: string; email: string; phone: string; role: string; status: string };
  partner: { uuid: string; name: string; status: string; kycStatus: KycStatus } | null;
  tickets: PartnerTicket[];
}

/** A record in the KYC verification queue (numbers masked). */
export interface KycQueueItem {
  uuid: string;
  name: string;
  contactName: string;
  city: string;
  district: string;
  state: string;
  kycStatus: KycStatus;
  pan: string | null;
  aadhaar: string | null;
  submittedAt: string;
  decidedAt: string | null;
  reason: string | null;
}

/** Query of the KYC queue (ordering: submitted_at (default), decided_at, name, district). */
export interface KycQueueQuery extends ListQuery {
  /** Default pending. */
  kycStatus?: KycStatus;
}

/** One KYC as the verifier sees it: numbers whole. */
export interface KycReview {
  uuid: string;
  name: string;
  contactName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  status: PartnerRecordStatus;
  kyc: KycSummary;
}

/** A KYC decision: approve, or reject with a reason of 10-500 characters. */
export interface KycDecision {
  decision: 'verified' | 'rejected';
  reason?: string;
}

/** A signed display link (valid `expiresIn` seconds). */
export interface SignedLink {
  url: string;
  expiresIn: number;
}

interface WireTicket {
  ticket_id: string;
  ticket_number: string;
  status: TicketStatus;
  customer_name: string;
  district: string;
  pincode: string;
  product_name: string;
  sla_due_at: string | null;
  visit_start: string | null;
  visit_end: string | null;
  engineer_name: string | null;
  partner_accepted_at: string | null;
  version: number;
  responses: TicketResponse[];
}

interface WireKyc {
  status: KycStatus;
  pan: string | null;
  aadhaar: string | null;
  pan_scan: boolean;
  aadhaar_file: boolean;
  submitted_at: string | null;
  reason: string | null;
  decided_at: string | null;
  decided_by_name: string | null;
  history: {
    decision: 'verified' | 'rejected';
    reason: string | null;
    decided_by_name: string;
    decided_at: string;
  }[];
}

interface WireRecord {
  uuid: string;
  kind: 'partner' | 'registration';
  name: string;
  contact_name: string;
  phone: string;
  email: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  status: PartnerRecordStatus;
  kyc_status: KycStatus;
  kyc_reason: string | null;
  rating: number | null;
  active_tickets: number;
  pincodes: number;
  created_at: string;
  kyc_decided_at: string | null;
}

interface WireProfile {
  uuid: string;
  kind: 'partner' | 'registration';
  name: string;
  contact_name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  status: PartnerRecordStatus;
  rating: number | null;
  created_at: string;
  kyc: WireKyc;
  bank: {
    account_name: string | null;
    account_number: string | null;
    ifsc: string | null;
    branch: BankBranch | null;
  } | null;
  pincodes: string[];
  missing: MissingItem[];
  is_own: boolean;
  tickets: WireTicket[];
  payments: {
    work_orders: {
      wo_number: string;
      ticket_id: string;
      description: string;
      amount: number;
      completed_at: string;
      request_number: string | null;
      payment_status: PartnerWorkOrder['paymentStatus'];
    }[];
    invoices: {
      request_number: string;
      status: PartnerInvoice['status'];
      amount: number;
      invoice_number: string | null;
      invoice_status: PartnerInvoice['invoiceStatus'];
      created_at: string;
      reviewed_at: string | null;
      review_remarks: string;
    }[];
    totals: { earned: number; not_invoiced: number; in_review: number; approved: number };
  };
}

interface WireKycRow {
  uuid: string;
  name: string;
  contact_name: string;
  city: string;
  district: string;
  state: string;
  kyc_status: KycStatus;
  pan: string | null;
  aadhaar: string | null;
  submitted_at: string;
  decided_at: string | null;
  reason: string | null;
}

interface WireReview extends Omit<
  WireProfile,
  'kind' | 'rating' | 'created_at' | 'bank' | 'pincodes' | 'missing' | 'is_own' | 'tickets' | 'payments'
> {
  kyc: WireKyc;
}

/** Maps a partner ticket from the wire. */
export function partnerTicketFromWire(wire: WireTicket): PartnerTicket {
  return {
    ticketId: wire.ticket_id,
    ticketNumber: wire.ticket_number,
    status: wire.status,
    customerName: wire.customer_name,
    district: wire.district,
    pincode: wire.pincode,
    productName: wire.product_name,
    slaDueAt: wire.sla_due_at,
    visitStart: wire.visit_start,
    visitEnd: wire.visit_end,
    engineerName: wire.engineer_name,
    acceptedAt: wire.partner_accepted_at,
    version: wire.version,
    responses: wire.responses ?? [],
  };
}

const kycFromWire = (wire: WireKyc): KycSummary => ({
  status: wire.status,
  pan: wire.pan,
  aadhaar: wire.aadhaar,
  hasPanScan: wire.pan_scan,
  hasAadhaarFile: wire.aadhaar_file,
  submittedAt: wire.submitted_at,
  reason: wire.reason,
  decidedAt: wire.decided_at,
  decidedByName: wire.decided_by_name,
  history: (wire.history ?? []).map((entry) => ({
    decision: entry.decision,
    reason: entry.reason,
    decidedByName: entry.decided_by_name,
    decidedAt: entry.decided_at,
  })),
});

const recordFromWire = (wire: WireRecord): PartnerRecord => ({
  uuid: wire.uuid,
  kind: wire.kind,
  name: wire.name,
  contactName: wire.contact_name,
  phone: wire.phone,
  email: wire.email,
  city: wire.city,
  district: wire.district,
  state: wire.state,
  pincode: wire.pincode,
  status: wire.status,
  kycStatus: wire.kyc_status,
  kycReason: wire.kyc_reason,
  rating: wire.rating,
  activeTickets: wire.active_tickets,
  pincodeCount: wire.pincodes,
  createdAt: wire.created_at,
  kycDecidedAt: wire.kyc_decided_at,
});

/** Maps a partner profile from the wire. */
export function profileFromWire(wire: WireProfile): PartnerProfile {
  return {
    uuid: wire.uuid,
    kind: wire.kind,
    name: wire.name,
    contactName: wire.contact_name,
    phone: wire.phone,
    email: wire.email,
    address: wire.address,
    city: wire.city,
    district: wire.district,
    state: wire.state,
    pincode: wire.pincode,
    status: wire.status,
    rating: wire.rating,
    createdAt: wire.created_at,
    kyc: kycFromWire(wire.kyc),
    bank: wire.bank
      ? {
          accountName: wire.bank.account_name,
          accountNumber: wire.bank.account_number,
          ifsc: wire.bank.ifsc,
          branch: wire.bank.branch,
        }
      : null,
    pincodes: wire.pincodes ?? [],
    missing: wire.missing ?? [],
    isOwn: wire.is_own,
    tickets: (wire.tickets ?? []).map(partnerTicketFromWire),
    payments: {
      workOrders: wire.payments.work_orders.map((row) => ({
        woNumber: row.wo_number,
        ticketNumber: row.ticket_id,
        description: row.description,
        amount: row.amount,
        completedAt: row.completed_at,
        requestNumber: row.request_number,
        paymentStatus: row.payment_status,
      })),
      invoices: wire.payments.invoices.map((row) => ({
        requestNumber: row.request_number,
        status: row.status,
        amount: row.amount,
        invoiceNumber: row.invoice_number,
        invoiceStatus: row.invoice_status,
        createdAt: row.created_at,
        reviewedAt: row.reviewed_at,
        reviewRemarks: row.review_remarks,
      })),
      totals: {
        earned: wire.payments.totals.earned,
        notInvoiced: wire.payments.totals.not_invoiced,
        inReview: wire.payments.totals.in_review,
        approved: wire.payments.totals.approved,
      },
    },
  };
}

const reviewFromWire = (wire: WireReview): KycReview => ({
  uuid: wire.uuid,
  name: wire.name,
  contactName: wire.contact_name,
  phone: wire.phone,
  email: wire.email,
  address: wire.address,
  city: wire.city,
  district: wire.district,
  state: wire.state,
  pincode: wire.pincode,
  status: wire.status,
  kyc: kycFromWire(wire.kyc),
});

const kycRowFromWire = (wire: WireKycRow): KycQueueItem => ({
  uuid: wire.uuid,
  name: wire.name,
  contactName: wire.contact_name,
  city: wire.city,
  district: wire.district,
  state: wire.state,
  kycStatus: wire.kyc_status,
  pan: wire.pan,
  aadhaar: wire.aadhaar,
  submittedAt: wire.submitted_at,
  decidedAt: wire.decided_at,
  reason: wire.reason,
});

const recordPath = (uuid: string, tail = '') => `/partner/records/${encodeURIComponent(uuid)}/${tail}`;
const kycPath = (uuid: string, tail = '') => `/finance/kyc-verification/${encodeURIComponent(uuid)}/${tail}`;
const linkFromWire = (wire: { url: string; expires_in: number }): SignedLink => ({
  url: wire.url,
  expiresIn: wire.expires_in,
});

/** The bank details a partner or staff enters on /detail/{uuid} (PUT /partner/records/{uuid}/bank/). */
export interface BankDetailsInput {
  /** The account holder's name, 2 to 100 characters. */
  accountName: string;
  /** The account number, 9 to 18 digits. */
  accountNumber: string;
  /** The IFSC, e.g. 'HDFC0001234' (4 letters, 0, 6 letters or digits; case-insensitive). */
  ifsc: string;
}

/**
 * `client.partnerRecords`. Every call rejects with an `ApiError`: 401; 403 for a role outside
 * `CALL_ROLES`; 404 for a record the user may not see (a partner asking for another partner's
 * uuid) or a ticket not assigned to them; 409 for a response the ticket's status does not allow,
 * a second accept or a stale version; 400 with the server's message for a bad input.
 */
export interface PartnerRecordsApi {
  /** GET /partner/records/. */
  list(query?: PartnerRecordQuery, options?: RequestOptions): Promise<ListResponse<PartnerRecord>>;
  /** GET /partner/records/facets/: district filter choices. */
  facets(options?: RequestOptions): Promise<{ districts: string[] }>;
  /** GET /partner/records/{uuid}/ (the partner user's uuid resolves to their record). */
  get(uuid: string, options?: RequestOptions): Promise<PartnerProfile>;
  /** GET /partner/records/{uuid}/document-link/?document=: a signed display link valid 60 s (operations §7 'File upload' 3). */
  documentLink(uuid: string, document: KycDocument, options?: RequestOptions): Promise<SignedLink>;
  /**
   * GET /partner/records/{uuid}/document-download/?document=: a signed download link valid 300 s
   * that saves as `filename` ('declaration_file.docx', operations §7 'File upload' 3; issue 20).
   */
  documentDownload(
    uuid: string,
    document: KycDocument,
    options?: RequestOptions,
  ): Promise<SignedLink & { filename: string }>;
  /** POST /partner/records/{uuid}/tickets/{ticket_id}/respond/: accept, or decline with a reason of 10-500 characters. */
  respond(
    uuid: string,
    ticketId: string,
    response: { action: TicketResponse; version: number; reason?: string },
    options?: RequestOptions,
  ): Promise<{ message: string; ticket: PartnerTicket }>;
  /** POST /partner/records/{uuid}/tickets/{ticket_id}/report-link/: the service call report link (valid 7 days). */
  reportLink(
    uuid: string,
    ticketId: string,
    options?: RequestOptions,
  ): Promise<{ serviceCallReport: string; expiresAt: string }>;
  /**
   * PUT /partner/records/{uuid}/bank/: saves the bank details (account name; account number of 9
   * to 18 digits; an IFSC that names a known branch, else 400 with the server's message). Answers
   * the server's message and the updated record (account number masked). The partner on their
   * own record, partner-network staff on any (issue 14).
   */
  saveBank(
    uuid: string,
    bank: BankDetailsInput,
    options?: RequestOptions,
  ): Promise<{ message: string; record: PartnerProfile }>;
  /** GET /partner/ifsc/{code}/: the bank branch (400 malformed, 404 unknown). Spec: operations §7 'Other'. */
  ifsc(code: string, options?: RequestOptions): Promise<BankBranch>;
  /** GET /partner/account-options/: the signed-in partner's or employee's account and tickets. */
  accountOptions(options?: RequestOptions): Promise<AccountOptions>;
  /**
   * POST /partner/account-options/tickets/{ticket_id}/report-link/: the service call report link
   * (valid 7 days) of a ticket on /account-options: a partner employee's (naming them as
   * engineer) or the partner's; 404 for another ticket, 409 for a closed or cancelled one.
   */
  accountReportLink(
    ticketId: string,
    options?: RequestOptions,
  ): Promise<{ serviceCallReport: string; expiresAt: string }>;
}

/** Builds `client.partnerRecords`. */
export function createPartnerRecordsApi(core: HttpCore): PartnerRecordsApi {
  return {
    list: async (query = {}, options) => {
      const { view, kycStatus, status, district, ...list } = query;
      const wire = {
        ...list,
        ...(view && { view }),
        ...(kycStatus && { kyc_status: kycStatus }),
        ...(status && { status }),
        ...(district && { district }),
      };
      return pageFromWire(
        await core.get<ListResponse<WireRecord>>('/partner/records/', withQuery(wire, options)),
        recordFromWire,
      );
    },
    facets: async (options) => {
      const wire = await core.get<{ districts?: string[] }>('/partner/records/facets/', options);
      return { districts: wire.districts ?? [] };
    },
    get: async (uuid, options) =>
      profileFromWire((await core.get<{ record: WireProfile }>(recordPath(uuid), options)).record),
    documentLink: async (uuid, document, options) =>
      linkFromWire(
        await core.get<{ url: string; expires_in: number }>(recordPath(uuid, 'document-link/'), {
          ...options,
          query: { document },
        }),
      ),
    documentDownload: async (uuid, document, options) => {
      const wire = await core.get<{ url: string; expires_in: number; filename: string }>(
        recordPath(uuid, 'document-download/'),
        { ...options, query: { document } },
      );
      return { ...linkFromWire(wire), filename: wire.filename };
    },
    respond: async (uuid, ticketId, response, options) => {
      const wire = await core.post<{ message: string; ticket: WireTicket }>(
        recordPath(uuid, `tickets/${encodeURIComponent(ticketId)}/respond/`),
        {
          action: response.action,
          version: response.version,
          ...(response.reason !== undefined && { reason: response.reason }),
        },
        options,
      );
      return { message: wire.message, ticket: partnerTicketFromWire(wire.ticket) };
    },
    reportLink: async (uuid, ticketId, options) => {
      const wire = await core.post<{ service_call_report: string; expires_at: string }>(
        recordPath(uuid, `tickets/${encodeURIComponent(ticketId)}/report-link/`),
        {},
        options,
      );
      return { serviceCallReport: wire.service_call_report, expiresAt: wire.expires_at };
    },
    saveBank: async (uuid, bank, options) => {
      const wire = await core.put<{ message: string; record: WireProfile }>(
        recordPath(uuid, 'bank/'),
        { account_name: bank.accountName, account_number: bank.accountNumber, ifsc: bank.ifsc },
        options,
      );
      return { message: wire.message, record: profileFromWire(wire.record) };
    },
    accountReportLink: async (ticketId, options) => {
      const wire = await core.post<{ service_call_report: string; expires_at: string }>(
        `/partner/account-options/tickets/${encodeURIComponent(ticketId)}/report-link/`,
        {},
        options,
      );
      return { serviceCallReport: wire.service_call_report, expiresAt: wire.expires_at };
    },
    ifsc: async (code, options) =>
      (await core.get<{ branch: BankBranch }>(`/partner/ifsc/${encodeURIComponent(code)}/`, options)).branch,
    accountOptions: async (options) => {
      const wire = await core.get<{
        account: { full_name: string; email: string; phone: string; role: string; status: string };
        partner: { uuid: string; name: string; status: string; kyc_status: KycStatus } | null;
        tickets: WireTicket[];
      }>('/partner/account-options/', options);
      return {
        account: {
          fullName: wire.account.full_name,
          email: wire.account.email,
          phone: wire.account.phone,
          role: wire.account.role,
          status: wire.account.status,
        },
        partner: wire.partner
          ? {
              uuid: wire.partner.uuid,
              name: wire.partner.name,
              status: wire.partner.status,
              kycStatus: wire.partner.kyc_status,
            }
          : null,
        tickets: (wire.tickets ?? []).map(partnerTicketFromWire),
      };
    },
  };
}

/**
 * `client.kycVerification` (finance_user, accounts_user). Rejects with an `ApiError`: 401, 403,
 * 404 unknown record, 409 a KYC already decided (the message names who decided), 400 a
 * rejection without a reason.
 */
export interface KycVerificationApi {
  /** GET /finance/kyc-verification/ (default: pending, oldest first). */
  list(query?: KycQueueQuery, options?: RequestOptions): Promise<ListResponse<KycQueueItem>>;
  /** GET /finance/kyc-verification/{uuid}/: the numbers whole, for the verifier. */
  get(uuid: string, options?: RequestOptions): Promise<KycReview>;
  /** GET /finance/kyc-verification/{uuid}/document-link/?document=: a signed display link valid 60 s. */
  documentLink(uuid: string, document: KycDocument, options?: RequestOptions): Promise<SignedLink>;
  /** POST /finance/kyc-verification/{uuid}/decision/. */
  decide(
    uuid: string,
    decision: KycDecision,
    options?: RequestOptions,
  ): Promise<{ message: string; record: KycReview }>;
}

/** Builds `client.kycVerification`. */
export function createKycVerificationApi(core: HttpCore): KycVerificationApi {
  return {
    list: async (query = {}, options) => {
      const { kycStatus, ...list } = query;
      return pageFromWire(
        await core.get<ListResponse<WireKycRow>>(
          '/finance/kyc-verification/',
          withQuery({ ...list, ...(kycStatus && { kyc_status: kycStatus }) }, options),
        ),
        kycRowFromWire,
      );
    },
    get: async (uuid, options) =>
      reviewFromWire((await core.get<{ record: WireReview }>(kycPath(uuid), options)).record),
    documentLink: async (uuid, document, options) =>
      linkFromWire(
        await core.get<{ url: string; expires_in: number }>(kycPath(uuid, 'document-link/'), {
          ...options,
          query: { document },
        }),
      ),
    decide: async (uuid, decision, options) => {
      const wire = await core.post<{ message: string; record: WireReview }>(
        kycPath(uuid, 'decision/'),
        { decision: decision.decision, ...(decision.reason !== undefined && { reason: decision.reason }) },
        options,
      );
      return { message: wire.message, record: reviewFromWire(wire.record) };
    },
  };
}
