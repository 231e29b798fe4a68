import type { TicketStatus } from '../tickets/types.ts';

// The partner record screens' data (issue 14), the same shapes as `@partner-portal/api`'s
// PartnerRecord, PartnerProfile, KycQueueItem, KycReview and AccountOptions, so the portal passes
// them straight through. Times are ISO 8601 instants; amounts in rupees.

/** KYC status of a record. */
export type KycStatus = 'pending' | 'verified' | 'rejected';
/** Status of a record; `registration` is an unfinished registration from the wizard. */
export type PartnerRecordStatus = 'active' | 'pending' | 'removal_requested' | 'registration';
/** A scanned KYC document. */
export type KycDocument = 'pan_scan' | 'aadhaar_file';
/** What a record still needs before approval. */
export type MissingItem =
  'pan' | 'pan_scan' | 'aadhaar' | 'aadhaar_file' | 'bank' | 'coverage' | 'kyc_review' | 'kyc_rejected';
/** The assigned partner's answer to a ticket. */
export type TicketResponse = 'accept' | 'decline';

/** A row of the records lists (/records, /registered-partners, /rejected). */
export interface PartnerRecordRow {
  uuid: string;
  kind: 'partner' | 'registration';
  name: string;
  contactName: string;
  phone: string;
  city: string;
  district: string;
  state: string;
  status: PartnerRecordStatus;
  kycStatus: KycStatus;
  kycReason: string | null;
  rating: number | null;
  activeTickets: number;
  pincodeCount: number;
  createdAt: string;
  kycDecidedAt: string | null;
}

/** The KYC of a record (numbers masked except the last 4, or whole for verifiers). */
export interface KycSummaryData {
  status: KycStatus;
  pan: string | null;
  aadhaar: string | null;
  hasPanScan: boolean;
  hasAadhaarFile: boolean;
  submittedAt: string | null;
  reason: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  history: {
    decision: 'verified' | 'rejected';
    reason: string | null;
    decidedByName: string;
    decidedAt: string;
  }[];
}

/** A ticket of the partner. */
export interface PartnerTicketRow {
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
  acceptedAt: string | null;
  version: number;
  responses: TicketResponse[];
}

/** Everything /detail/{uuid} shows. */
export interface PartnerProfileData {
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
  kyc: KycSummaryData;
  bank: {
    accountName: string | null;
    accountNumber: string | null;
    ifsc: string | null;
    branch: { ifsc: string; bank: string; branch: string; city: string; state: string } | null;
  } | null;
  pincodes: string[];
  missing: MissingItem[];
  isOwn: boolean;
  tickets: PartnerTicketRow[];
  payments: {
    workOrders: {
      woNumber: string;
      ticketNumber: string;
      description: string;
      amount: number;
      completedAt: string;
      requestNumber: string | null;
      paymentStatus: 'not_invoiced' | 'pending' | 'approved' | 'rejected';
    }[];
    invoices: {
      requestNumber: string;
      status: 'pending' | 'approved' | 'rejected';
      amount: number;
      invoiceNumber: string | null;
      invoiceStatus: 'none' | 'created' | 'failed';
      createdAt: string;
      reviewedAt: string | null;
      reviewRemarks: string;
    }[];
    totals: { earned: number; notInvoiced: number; inReview: number; approved: number };
  };
}

/** A row of the KYC verification queue (/finance). */
export interface KycQueueRow {
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

/** One KYC as the verifier sees it (/kyc-verify/{id}). */
export interface KycReviewData {
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
  kyc: KycSummaryData;
}

/** What /account-options shows. */
export interface AccountOptionsData {
  account: { fullName: string; email: string; phone: string; role: string; status: string };
  partner: { uuid: string; name: string; status: string; kycStatus: KycStatus } | null;
  tickets: PartnerTicketRow[];
}
