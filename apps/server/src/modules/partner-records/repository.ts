import type { Db, DbTx } from '../../db/index.ts';
import { HttpError } from '../../errors.ts';
import {
  queryEnum,
  queryString,
  runList,
  SqlParams,
  type ListPage,
  type ListParams,
  type RawQuery,
} from '../../routes/listing.ts';
import { fill } from '../../text.ts';
import {
  PARTNER_RESPONSES,
  partnerResponses,
  type PartnerResponse,
  type TicketStatus,
} from '../tickets/lifecycle.ts';
import { spoken, ticketLinks } from '../tickets/repository.ts';
import {
  IFSC_PATTERN,
  maskKycNumber,
  PARTNER_RECORD_MESSAGES as M,
  type BankDetailsBody,
  type KycDocument,
  type RespondBody,
} from './schemas.ts';

/** Who is asking: staff see every record, a partner only their own (others are a 404). */
export interface RecordViewer {
  id: number;
  name: string;
  roles: string[];
  /** Partner-network staff (CALL_ROLES.partnerRecords) or a KYC verifier. */
  isStaff: boolean;
}

/** KYC statuses of a record. */
export const KYC_STATUSES = ['pending', 'verified', 'rejected'] as const;
/** Statuses of a record: the network partner's, or `registration` for an unfinished wizard. */
export const RECORD_STATUSES = ['active', 'pending', 'removal_requested', 'registration'] as const;
/** Ticket statuses that count as active work of a partner. */
export const ACTIVE_TICKET_STATUSES: readonly TicketStatus[] = [
  'assigned',
  'scheduled',
  'in_progress',
  'on_hold',
];
/** The views of the records list: all, approved (/registered-partners), rejected (/rejected, /qc/rejected). */
export const RECORD_VIEWS = ['all', 'registered', 'rejected'] as const;

/** A partner record as the list shows it (wire names). */
export interface RecordRow {
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
  status: (typeof RECORD_STATUSES)[number];
  kyc_status: (typeof KYC_STATUSES)[number];
  kyc_reason: string | null;
  rating: number | null;
  active_tickets: number;
  pincodes: number;
  created_at: string;
  kyc_decided_at: string | null;
}

/** Filters of the records list. */
export interface RecordFilters {
  view: (typeof RECORD_VIEWS)[number];
  kycStatus?: (typeof KYC_STATUSES)[number];
  status?: (typeof RECORD_STATUSES)[number];
  district?: string;
}

/** Reads `view`, `kyc_status`, `status`, `district`; 400 for a bad value. */
export function recordFilters(query: RawQuery): RecordFilters {
  return {
    view: queryEnum(query, 'view', RECORD_VIEWS) ?? 'all',
    kycStatus: queryEnum(query, 'kyc_status', KYC_STATUSES),
    status: queryEnum(query, 'status', RECORD_STATUSES),
    district: queryString(query, 'district'),
  };
}

const ACTIVE_SQL = `ARRAY['${ACTIVE_TICKET_STATUSES.join("','")}']`;

/** Registered partners and unfinished registrations as one relation `r` of {@link RecordRow} columns. */
const RECORDS_FROM = `FROM (
  SELECT np.uuid::text AS uuid, 'partner' AS kind, np.name, np.contact_name, np.phone, np.email, np.city,
    np.district, np.state, np.pincode, np.status, np.kyc_status, np.kyc_reason, np.rating::float8 AS rating,
    (SELECT count(*)::int FROM field_tickets t WHERE t.partner_id = np.id AND t.status = ANY(${ACTIVE_SQL})) AS active_tickets,
    (SELECT count(*)::int FROM partner_pincodes pp WHERE pp.partner_id = np.id) AS pincodes,
    np.created_at, np.kyc_decided_at,
    lower(np.name || ' ' || np.contact_name || ' ' || np.phone || ' ' || np.email || ' ' || np.city || ' ' ||
      np.district || ' ' || np.pincode) AS search_text
  FROM network_partners np
  UNION ALL
  SELECT tp.public_id::text, 'registration', tp.company_name, tp.full_name, tp.phone, tp.email,
    coalesce(tp.city_name, ''), coalesce(tp.district, ''), coalesce(tp.state_name, ''), coalesce(tp.pin_code, ''),
    'registration', 'pending', NULL, NULL, 0, 0, tp.created_at, NULL,
    lower(tp.company_name || ' ' || tp.full_name || ' ' || tp.phone || ' ' || tp.email || ' ' ||
      coalesce(tp.city_name, '') || ' ' || coalesce(tp.district, '') || ' ' || coalesce(tp.pin_code, ''))
  FROM temp_partners tp
  WHERE NOT EXISTS (SELECT 1 FROM network_partners linked WHERE linked.temp_partner_id = tp.id)
) r`;

/** One page of partner records (registered partners and unfinished registrations), newest first. */
export async function listRecords(
  db: Db,
  list: ListParams,
  filters: RecordFilters,
): Promise<ListPage<RecordRow>> {
  const params = new SqlParams();
  const where: string[] = [];
  if (filters.view === 'registered') where.push(`r.status = 'active' AND r.kyc_status = 'verified'`);
  if (filters.view === 'rejected') where.push(`r.kyc_status = 'rejected'`);
  if (filters.kycStatus) where.push(`r.kyc_status = ${params.add(filters.kycStatus)}`);
  if (filters.status) where.push(`r.status = ${params.add(filters.status)}`);
  if (filters.district) where.push(`r.district ILIKE ${params.add(filters.district)}`);
  return runList<RecordRow>(
    db,
    {
      select: `r.uuid, r.kind, r.name, r.contact_name, r.phone, r.email, r.city, r.district, r.state, r.pincode,
        r.status, r.kyc_status, r.kyc_reason, r.rating, r.active_tickets, r.pincodes, r.created_at, r.kyc_decided_at`,
      from: RECORDS_FROM,
      searchable: ['r.search_text'],
      searchLowerCase: true,
      orderable: {
        name: 'r.name',
        created_at: 'r.created_at',
        rating: 'r.rating',
        active_tickets: 'r.active_tickets',
        district: 'r.district',
        kyc_status: 'r.kyc_status',
        kyc_decided_at: 'r.kyc_decided_at',
      },
      defaultOrdering: '-created_at',
      where,
    },
    list,
    params,
    'r.uuid',
  );
}

/** District filter choices of the records list. */
export async function recordFacets(db: Db): Promise<{ districts: string[] }> {
  const rows = await db.query<{ district: string }>(
    `SELECT DISTINCT district FROM network_partners WHERE district <> '' ORDER BY district`,
  );
  return { districts: rows.map((row) => row.district) };
}

/** A network partner row as the detail and the KYC calls need it. */
export interface StoredPartner {
  id: number;
  uuid: string;
  user_id: number | null;
  name: string;
  contact_name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  district: string;
  state: string;
  pincode: string;
  status: string;
  rating: number | null;
  pan: string | null;
  aadhaar_number: string | null;
  pan_scan_key: string | null;
  aadhaar_file_key: string | null;
  kyc_status: (typeof KYC_STATUSES)[number];
  kyc_submitted_at: string | null;
  kyc_reason: string | null;
  kyc_decided_at: string | null;
  kyc_decided_by_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_ifsc: string | null;
  created_at: string;
}

/** Columns of {@link StoredPartner} from `np` (network_partners) and `d` (the deciding user). */
export const PARTNER_SELECT = `np.id, np.uuid::text AS uuid, np.user_id, np.name, np.contact_name, np.phone, np.email,
  np.address, np.city, np.district, np.state, np.pincode, np.status, np.rating::float8 AS rating, np.pan,
  np.aadhaar_number, np.pan_scan_key, np.aadhaar_file_key, np.kyc_status, np.kyc_submitted_at, np.kyc_reason,
  np.kyc_decided_at, d.full_name AS kyc_decided_by_name, np.bank_account_name, np.bank_account_number,
  np.bank_ifsc, np.created_at`;

/**
 * The network partner named by `uuid` (its own uuid, or the uuid of its partner user: where a
 * partner lands after sign-in), if `viewer` may see it: staff see every record, a partner only
 * the one linked to their account. `null` otherwise (the caller answers 404).
 */
export async function findPartner(
  db: Db | DbTx,
  uuid: string,
  viewer: RecordViewer,
  lock = false,
): Promise<StoredPartner | null> {
  const [row] = await db.query<StoredPartner>(
    `SELECT ${PARTNER_SELECT} FROM network_partners np
     LEFT JOIN users d ON d.id = np.kyc_decided_by
     WHERE np.uuid::text = lower($1) OR np.user_id = (SELECT id FROM users WHERE uuid::text = lower($1))
     ORDER BY (np.uuid::text = lower($1)) DESC LIMIT 1${lock ? ' FOR UPDATE OF np' : ''}`,
    [uuid],
  );
  if (!row) return null;
  if (!viewer.isStaff && row.user_id !== viewer.id) return null;
  return row;
}

/** What a record still needs before approval (codes the portal words). */
export type MissingItem =
  'pan' | 'pan_scan' | 'aadhaar' | 'aadhaar_file' | 'bank' | 'coverage' | 'kyc_review' | 'kyc_rejected';

function missingItems(partner: StoredPartner, pincodes: number): MissingItem[] {
  if (partner.status === 'active' && partner.kyc_status === 'verified') return [];
  const missing: MissingItem[] = [];
  if (!partner.pan) missing.push('pan');
  if (!partner.pan_scan_key) missing.push('pan_scan');
  if (!partner.aadhaar_number) missing.push('aadhaar');
  if (!partner.aadhaar_file_key) missing.push('aadhaar_file');
  if (!partner.bank_account_number || !partner.bank_ifsc) missing.push('bank');
  if (pincodes === 0) missing.push('coverage');
  if (partner.kyc_status === 'rejected') missing.push('kyc_rejected');
  else if (missing.length === 0 && partner.kyc_status === 'pending') missing.push('kyc_review');
  return missing;
}

/** The KYC block of a record; numbers whole only when `whole` (verifiers), else masked. */
export async function kycOf(db: Db | DbTx, partner: StoredPartner, whole: boolean) {
  const history = await db.query<{
    decision: string;
    reason: string | null;
    decided_by_name: string;
    decided_at: string;
  }>(
    `SELECT decision, reason, decided_by_name, decided_at FROM partner_kyc_decisions
     WHERE partner_id = $1 ORDER BY decided_at DESC, id DESC`,
    [partner.id],
  );
  return {
    status: partner.kyc_status,
    pan: whole ? partner.pan : maskKycNumber(partner.pan),
    aadhaar: whole ? partner.aadhaar_number : maskKycNumber(partner.aadhaar_number),
    pan_scan: partner.pan_scan_key !== null,
    aadhaar_file: partner.aadhaar_file_key !== null,
    submitted_at: partner.kyc_submitted_at,
    reason: partner.kyc_reason,
    decided_at: partner.kyc_decided_at,
    decided_by_name: partner.kyc_decided_by_name,
    history,
  };
}

/** A ticket of the partner as the detail page shows it. */
interface PartnerTicketRow {
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
}

const TICKET_SELECT = `t.ticket_id, t.ticket_number, t.status, t.customer_name, t.district, t.pincode, t.product_name,
  t.sla_due_at, t.visit_start, t.visit_end, t.engineer_name, t.partner_accepted_at, t.version`;

/** The partner's tickets: active ones first, then the latest others (at most 50). */
export async function partnerTickets(
  db: Db | DbTx,
  partnerId: number,
  options: { owner: boolean; engineerName?: string },
) {
  const params: (string | number)[] = [partnerId];
  let engineer = '';
  if (options.engineerName !== undefined) {
    params.push(options.engineerName);
    engineer = ' AND t.engineer_name = $2';
  }
  const rows = await db.query<PartnerTicketRow>(
    `SELECT ${TICKET_SELECT} FROM field_tickets t
     WHERE t.partner_id = $1 AND t.ticket_number IS NOT NULL${engineer}
     ORDER BY (t.status = ANY(${ACTIVE_SQL})) DESC, t.sla_due_at NULLS LAST, t.ticket_number LIMIT 50`,
    params,
  );
  return rows.map((row) => ({
    ...row,
    responses: options.owner ? partnerResponses(row.status, row.partner_accepted_at) : [],
  }));
}

/** Work orders and invoice requests of a partner, with totals in rupees. */
async function payments(db: Db | DbTx, partnerId: number) {
  const workOrders = await db.query<{
    wo_number: string;
    ticket_id: string;
    description: string;
    amount: number;
    completed_at: string;
    request_number: string | null;
    request_status: string | null;
  }>(
    `SELECT wo.wo_number, wo.ticket_id, wo.description, wo.amount::float8 AS amount, wo.completed_at,
       ir.request_number, ir.status AS request_status
     FROM work_orders wo LEFT JOIN invoice_requests ir ON ir.id = wo.invoice_request_id
     WHERE wo.partner_id = $1 ORDER BY wo.completed_at DESC LIMIT 50`,
    [partnerId],
  );
  const invoices = await db.query<{
    request_number: string;
    status: string;
    amount: number;
    invoice_number: string | null;
    invoice_status: string;
    created_at: string;
    reviewed_at: string | null;
    review_remarks: string;
  }>(
    `SELECT request_number, status, amount::float8 AS amount, invoice_number, invoice_status, created_at,
       reviewed_at, review_remarks
     FROM invoice_requests WHERE partner_id = $1 ORDER BY created_at DESC LIMIT 50`,
    [partnerId],
  );
  const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;
  return {
    work_orders: workOrders.map(({ request_status, ...row }) => ({
      ...row,
      // Not yet requested, requested (in review), approved, or free again after a rejection.
      payment_status: request_status ?? 'not_invoiced',
    })),
    invoices,
    totals: {
      earned: sum(workOrders.map((row) => row.amount)),
      not_invoiced: sum(workOrders.filter((row) => !row.request_status).map((row) => row.amount)),
      in_review: sum(invoices.filter((row) => row.status === 'pending').map((row) => row.amount)),
      approved: sum(invoices.filter((row) => row.status === 'approved').map((row) => row.amount)),
    },
  };
}

/** Bank branch of an IFSC, or null. */
export async function branchOf(db: Db | DbTx, ifsc: string | null) {
  if (!ifsc) return null;
  const [row] = await db.query<{ ifsc: string; bank: string; branch: string; city: string; state: string }>(
    'SELECT ifsc, bank, branch, city, state FROM ifsc_branches WHERE ifsc = $1',
    [ifsc],
  );
  return row ?? null;
}

/**
 * One partner record for /detail/{uuid}: profile, contacts, KYC (numbers masked), documents
 * (whether uploaded; links come from the document-link call), coverage pincodes, bank details
 * with the branch, what is missing for approval, tickets (with the partner's possible responses
 * when the viewer is the partner) and payments. An unfinished registration (staff only) answers
 * its wizard data. 404 for a uuid the viewer may not see.
 */
export async function recordDetail(db: Db, uuid: string, viewer: RecordViewer) {
  const partner = await findPartner(db, uuid, viewer);
  if (!partner) {
    if (viewer.isStaff) {
      const registration = await registrationDetail(db, uuid);
      if (registration) return registration;
    }
    throw new HttpError(404, M.notFound);
  }
  const pincodes = (
    await db.query<{ pincode: string }>(
      'SELECT pincode FROM partner_pincodes WHERE partner_id = $1 ORDER BY pincode',
      [partner.id],
    )
  ).map((row) => row.pincode);
  const owner = partner.user_id === viewer.id;
  return {
    uuid: partner.uuid,
    kind: 'partner' as const,
    name: partner.name,
    contact_name: partner.contact_name,
    phone: partner.phone,
    email: partner.email,
    address: partner.address,
    city: partner.city,
    district: partner.district,
    state: partner.state,
    pincode: partner.pincode,
    status: partner.status,
    rating: partner.rating,
    created_at: partner.created_at,
    kyc: await kycOf(db, partner, false),
    bank:
      partner.bank_account_number || partner.bank_ifsc
        ? {
            account_name: partner.bank_account_name,
            account_number: maskKycNumber(partner.bank_account_number),
            ifsc: partner.bank_ifsc,
            branch: await branchOf(db, partner.bank_ifsc),
          }
        : null,
    pincodes,
    missing: missingItems(partner, pincodes.length),
    is_own: owner,
    tickets: await partnerTickets(db, partner.id, { owner }),
    payments: await payments(db, partner.id),
  };
}

/** An unfinished registration from the wizard, in the detail's shape (no tickets, no payments). */
async function registrationDetail(db: Db, publicId: string) {
  const [row] = await db.query<{
    public_id: string;
    company_name: string;
    full_name: string;
    phone: string;
    email: string;
    location: string | null;
    city_name: string | null;
    district: string | null;
    state_name: string | null;
    pin_code: string | null;
    pan: string | null;
    aadhaar_number: string | null;
    pan_scan_key: string | null;
    aadhaar_file_key: string | null;
    created_at: string;
  }>(
    `SELECT public_id::text, company_name, full_name, phone, email, location, city_name, district, state_name, pin_code,
       pan, aadhaar_number, pan_scan_key, aadhaar_file_key, created_at
     FROM temp_partners tp WHERE public_id::text = lower($1)
       AND NOT EXISTS (SELECT 1 FROM network_partners np WHERE np.temp_partner_id = tp.id)`,
    [publicId],
  );
  if (!row) return null;
  const missing: MissingItem[] = [];
  if (!row.pan) missing.push('pan');
  if (!row.pan_scan_key) missing.push('pan_scan');
  if (!row.aadhaar_number) missing.push('aadhaar');
  if (!row.aadhaar_file_key) missing.push('aadhaar_file');
  missing.push('bank');
  if (!row.pin_code) missing.push('coverage');
  return {
    uuid: row.public_id,
    kind: 'registration' as const,
    name: row.company_name,
    contact_name: row.full_name,
    phone: row.phone,
    email: row.email,
    address: row.location ?? '',
    city: row.city_name ?? '',
    district: row.district ?? '',
    state: row.state_name ?? '',
    pincode: row.pin_code ?? '',
    status: 'registration',
    rating: null,
    created_at: row.created_at,
    kyc: {
      status: 'pending',
      pan: maskKycNumber(row.pan),
      aadhaar: maskKycNumber(row.aadhaar_number),
      pan_scan: row.pan_scan_key !== null,
      aadhaar_file: row.aadhaar_file_key !== null,
      submitted_at: null,
      reason: null,
      decided_at: null,
      decided_by_name: null,
      history: [],
    },
    bank: null,
    pincodes: row.pin_code ? [row.pin_code] : [],
    missing,
    is_own: false,
    tickets: [],
    payments: {
      work_orders: [],
      invoices: [],
      totals: { earned: 0, not_invoiced: 0, in_review: 0, approved: 0 },
    },
  };
}

/** The object key of one KYC document of a record the viewer may see; 404 when unknown or not uploaded. */
export async function documentKey(
  db: Db,
  uuid: string,
  document: KycDocument,
  viewer: RecordViewer,
): Promise<string> {
  const partner = await findPartner(db, uuid, viewer);
  if (!partner) throw new HttpError(404, M.notFound);
  const key = document === 'pan_scan' ? partner.pan_scan_key : partner.aadhaar_file_key;
  if (!key) throw new HttpError(404, M.documentMissing);
  return key;
}

/** Locks one of the partner's tickets; 404 when the ticket is not assigned to this partner. */
async function lockOwnTicket(tx: DbTx, partnerId: number, ticketId: string) {
  const [row] = await tx.query<PartnerTicketRow>(
    `SELECT ${TICKET_SELECT} FROM field_tickets t
     WHERE t.ticket_id = $1 AND t.partner_id = $2 AND t.ticket_number IS NOT NULL FOR UPDATE`,
    [ticketId, partnerId],
  );
  if (!row) throw new HttpError(404, M.ticketNotFound);
  return row;
}

/** A trimmed reason of 10-500 characters, or 400. */
function reasonOf(reason: string | undefined): string {
  const trimmed = reason?.trim() ?? '';
  if (trimmed.length < 10 || trimmed.length > 500) throw new HttpError(400, M.reasonRequired);
  return trimmed;
}

/**
 * The assigned partner accepts or declines one of their tickets ({@link PARTNER_RESPONSES}): 404
 * for another partner's record or ticket, 409 for a status that does not allow it, a second
 * accept or a stale `version`, 400 for a decline without a reason. Recorded in the ticket's
 * history. Returns the message and the ticket as the detail shows it (a declined ticket is no
 * longer the partner's, so it comes back without responses).
 */
export async function respondToTicket(
  tx: DbTx,
  uuid: string,
  ticketId: string,
  body: RespondBody,
  viewer: RecordViewer,
  now: Date,
) {
  const partner = await findPartner(tx, uuid, { ...viewer, isStaff: false });
  if (!partner) throw new HttpError(404, M.notFound);
  const ticket = await lockOwnTicket(tx, partner.id, ticketId);
  const action: PartnerResponse = body.action;
  const from: readonly TicketStatus[] = PARTNER_RESPONSES[action].from;
  if (!from.includes(ticket.status)) {
    throw new HttpError(409, fill(M.illegalResponse, { status: spoken(ticket.status), action }));
  }
  if (body.version !== ticket.version) throw new HttpError(409, M.stale);
  let note: string | null = null;
  if (action === 'accept') {
    if (ticket.partner_accepted_at !== null) throw new HttpError(409, M.alreadyAccepted);
    await tx.query(
      `UPDATE field_tickets SET partner_accepted_at = $2, updated_at = $2, version = version + 1 WHERE ticket_id = $1`,
      [ticketId, now],
    );
  } else {
    note = reasonOf(body.reason);
    await tx.query(
      `UPDATE field_tickets SET status = 'new', partner_id = NULL, engineer_name = NULL, visit_start = NULL,
         visit_end = NULL, partner_accepted_at = NULL, updated_at = $2, version = version + 1
       WHERE ticket_id = $1`,
      [ticketId, now],
    );
  }
  await tx.query(
    `INSERT INTO ticket_events (ticket_id, actor_id, actor_name, action, old_value, new_value, note, at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      ticketId,
      viewer.id,
      viewer.name,
      `partner_${action}`,
      spoken(ticket.status),
      action === 'accept' ? spoken(ticket.status) : 'new',
      note,
      now,
    ],
  );
  const [updated] = await tx.query<PartnerTicketRow>(
    `SELECT ${TICKET_SELECT} FROM field_tickets t WHERE t.ticket_id = $1`,
    [ticketId],
  );
  const row = updated!;
  return {
    message: fill(action === 'accept' ? M.accepted : M.declined, { ticket: ticket.ticket_number }),
    ticket: {
      ...row,
      responses: action === 'accept' ? partnerResponses(row.status, row.partner_accepted_at) : [],
    },
  };
}

/**
 * The service call report link of one of the partner's own tickets (the ticket calls' link,
 * valid 7 days); 404 for another partner's ticket, 409 for a closed or cancelled one.
 */
export async function ownTicketLinks(
  tx: DbTx,
  uuid: string,
  ticketId: string,
  viewer: RecordViewer,
  now: Date,
) {
  const partner = await findPartner(tx, uuid, { ...viewer, isStaff: false });
  if (!partner) throw new HttpError(404, M.notFound);
  await lockOwnTicket(tx, partner.id, ticketId);
  return ticketLinks(
    tx,
    ticketId,
    { id: viewer.id, name: viewer.name, roles: viewer.roles, clientName: null },
    now,
  );
}

/** The bank branch of `code` (upper-cased): 400 for a malformed IFSC, 404 when unknown. */
export async function lookupIfsc(db: Db, code: string) {
  const ifsc = code.trim().toUpperCase();
  if (!IFSC_PATTERN.test(ifsc)) throw new HttpError(400, M.ifscInvalid);
  const branch = await branchOf(db, ifsc);
  if (!branch) throw new HttpError(404, fill(M.ifscUnknown, { ifsc }));
  return branch;
}

/**
 * Saves the bank details of the record `uuid` (the partner's own, or any for staff): the IFSC is
 * upper-cased and must name a known branch (400 otherwise, before anything is written). Answers
 * the record's name; 404 for a record the viewer may not see or an unfinished registration.
 */
export async function saveBankDetails(
  tx: DbTx,
  uuid: string,
  body: BankDetailsBody,
  viewer: RecordViewer,
): Promise<{ name: string; uuid: string }> {
  const partner = await findPartner(tx, uuid, viewer, true);
  if (!partner) throw new HttpError(404, M.notFound);
  const ifsc = body.ifsc.trim().toUpperCase();
  if (!IFSC_PATTERN.test(ifsc)) throw new HttpError(400, M.ifscInvalid);
  if (!(await branchOf(tx, ifsc))) throw new HttpError(400, fill(M.ifscUnknown, { ifsc }));
  await tx.query(
    `UPDATE network_partners SET bank_account_name = $2, bank_account_number = $3, bank_ifsc = $4 WHERE id = $1`,
    [partner.id, body.account_name.trim(), body.account_number, ifsc],
  );
  return { name: partner.name, uuid: partner.uuid };
}

/**
 * The service call report link of a ticket on /account-options: a partner employee gets it for a
 * ticket of their partner that names them as engineer, a partner for any of their partner's
 * tickets. 404 for any other ticket (ownership); 409 for a closed or cancelled one.
 */
export async function accountTicketLinks(
  tx: DbTx,
  user: { id: number; full_name: string; user_role: string; all_roles: string[] },
  ticketId: string,
  now: Date,
) {
  const employee = user.user_role === 'partner_employee';
  const [row] = await tx.query<{ ticket_id: string }>(
    `SELECT t.ticket_id FROM field_tickets t
     JOIN network_partners np ON np.id = t.partner_id
     WHERE t.ticket_id = $1 AND t.ticket_number IS NOT NULL
       AND (np.user_id = $2 OR (np.id = (SELECT partner_id FROM partner_employees WHERE user_id = $2)
         AND ($3::boolean IS FALSE OR t.engineer_name = $4)))
     FOR UPDATE OF t`,
    [ticketId, user.id, employee, user.full_name],
  );
  if (!row) throw new HttpError(404, M.ticketNotFound);
  return ticketLinks(
    tx,
    ticketId,
    { id: user.id, name: user.full_name, roles: [user.user_role, ...user.all_roles], clientName: null },
    now,
  );
}

/**
 * The signed-in partner's or partner employee's own account and the tickets assigned to them: a
 * partner sees their partner's tickets, an employee the ones naming them as engineer.
 */
export async function accountOptions(
  db: Db,
  user: { id: number; full_name: string; email: string; phone: string; user_role: string; status: string },
) {
  const [partner] = await db.query<{
    id: number;
    uuid: string;
    name: string;
    status: string;
    kyc_status: string;
  }>(
    `SELECT np.id, np.uuid::text AS uuid, np.name, np.status, np.kyc_status FROM network_partners np
     WHERE np.user_id = $1 OR np.id = (SELECT partner_id FROM partner_employees WHERE user_id = $1)
     ORDER BY (np.user_id = $1) DESC NULLS LAST LIMIT 1`,
    [user.id],
  );
  const employee = user.user_role === 'partner_employee';
  return {
    account: {
      full_name: user.full_name,
      email: user.email,
      phone: user.phone,
      role: user.user_role,
      status: user.status,
    },
    partner: partner
      ? { uuid: partner.uuid, name: partner.name, status: partner.status, kyc_status: partner.kyc_status }
      : null,
    tickets: partner
      ? await partnerTickets(db, partner.id, {
          owner: false,
          ...(employee ? { engineerName: user.full_name } : {}),
        })
      : [],
  };
}

/**
 * Turns a completed registration (the wizard's final step) into a pending partner record, or
 * updates the one it made before: company, contact, location, PAN, Aadhaar and scan keys, linked
 * to the partner account the wizard created. The record joins the KYC verification queue
 * (`kyc_submitted_at`) once PAN, Aadhaar and both scans are there; a rejected KYC sent again is
 * pending again. Nothing is written without a valid pincode. Issue 14 ('temp partners from the
 * registration wizard').
 */
export async function recordFromRegistration(tx: DbTx, tempPartnerId: number, now: Date): Promise<void> {
  const [temp] = await tx.query<{
    company_name: string;
    full_name: string;
    email: string;
    phone: string;
    location: string | null;
    city_name: string | null;
    district: string | null;
    state_name: string | null;
    pin_code: string | null;
    pan: string | null;
    aadhaar_number: string | null;
    pan_scan_key: string | null;
    aadhaar_file_key: string | null;
    user_id: number | null;
  }>(
    `SELECT t.company_name, t.full_name, t.email, t.phone, t.location, t.city_name, t.district, t.state_name,
       t.pin_code, t.pan, t.aadhaar_number, t.pan_scan_key, t.aadhaar_file_key,
       (SELECT u.id FROM users u WHERE u.email = t.email AND u.user_role = 'partner') AS user_id
     FROM temp_partners t WHERE t.id = $1`,
    [tempPartnerId],
  );
  if (!temp || !temp.pin_code || !/^[1-9][0-9]{5}$/.test(temp.pin_code)) return;
  const pan = temp.pan?.trim().toUpperCase() ?? '';
  const aadhaar = temp.aadhaar_number?.replace(/\s+/g, '') ?? '';
  const panValue = /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(pan) ? pan : null;
  const aadhaarValue = /^[2-9][0-9]{11}$/.test(aadhaar) ? aadhaar : null;
  const complete = panValue && aadhaarValue && temp.pan_scan_key && temp.aadhaar_file_key;
  const values = [
    temp.company_name,
    temp.phone,
    temp.email,
    temp.city_name ?? '',
    temp.state_name ?? '',
    temp.pin_code,
    tempPartnerId,
    temp.full_name,
    temp.district ?? temp.city_name ?? '',
    temp.location ?? '',
    panValue,
    aadhaarValue,
    temp.pan_scan_key,
    temp.aadhaar_file_key,
    complete ? now : null,
    now,
  ];
  const [existing] = await tx.query<{ id: number; user_id: number | null }>(
    'SELECT id, user_id FROM network_partners WHERE temp_partner_id = $1 FOR UPDATE',
    [tempPartnerId],
  );
  let id: number;
  if (existing) {
    await tx.query(
      `UPDATE network_partners SET name = $1, phone = $2, email = $3, city = $4, state = $5, pincode = $6,
         contact_name = $8, district = $9, address = $10, pan = $11, aadhaar_number = $12, pan_scan_key = $13,
         aadhaar_file_key = $14, kyc_submitted_at = $15,
         kyc_status = CASE WHEN kyc_status = 'rejected' THEN 'pending' ELSE kyc_status END
       WHERE temp_partner_id = $7`,
      values.slice(0, 15),
    );
    id = existing.id;
  } else {
    const [inserted] = await tx.query<{ id: number }>(
      `INSERT INTO network_partners (name, phone, email, city, state, pincode, status, temp_partner_id, contact_name,
         district, address, pan, aadhaar_number, pan_scan_key, aadhaar_file_key, kyc_status, kyc_submitted_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9, $10, $11, $12, $13, $14, 'pending', $15, $16)
       RETURNING id`,
      values,
    );
    id = inserted!.id;
    await tx.query(
      'INSERT INTO partner_pincodes (partner_id, pincode) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [id, temp.pin_code],
    );
  }
  if (temp.user_id !== null && existing?.user_id == null) {
    await tx.query(
      `UPDATE network_partners SET user_id = $2 WHERE id = $1
         AND NOT EXISTS (SELECT 1 FROM network_partners other WHERE other.user_id = $2)`,
      [id, temp.user_id],
    );
  }
}
