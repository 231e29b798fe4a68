import type { FastifyInstance } from 'fastify';
import { IDENTITY_MESSAGES } from './identity/messages.ts';
import { LOGIN_MESSAGES } from './modules/sign-in/schemas.ts';
import { ATTENDANCE_MESSAGES } from './modules/attendance/schemas.ts';
import { CLIENT_INVOICE_MESSAGES } from './modules/client-invoices/routes.ts';
import { FINANCE_MESSAGES } from './modules/invoice-requests/schemas.ts';
import { PROJECT_MESSAGES } from './modules/projects/schemas.ts';
import { SPARE_MESSAGES } from './modules/spares/schemas.ts';
import { NOTE_MESSAGES } from './modules/ticket-notes/schemas.ts';
import { VERIFY_MESSAGES } from './modules/verify-schedule/schemas.ts';
import { UPLOAD_MESSAGES } from './modules/file-upload/schemas.ts';
import { PROFILING_MESSAGES } from './modules/profiling-questionnaire/schemas.ts';
import { SECOND_FACTOR_MESSAGES } from './modules/second-factor/schemas.ts';
import { KYC_MESSAGES } from './modules/kyc-verification/schemas.ts';
import { WAREHOUSE_MESSAGES } from './modules/warehouses/schemas.ts';
import { AUDIT_MESSAGES } from './modules/audit-documents/schemas.ts';
import { CHAT_MESSAGES } from './modules/chat/schemas.ts';
import { PARTNER_RECORD_MESSAGES } from './modules/partner-records/schemas.ts';
import { RATE_CARD_MESSAGES } from './modules/rate-cards/schemas.ts';
import { INVOICE_LIST_MESSAGES } from './modules/invoice-list/routes.ts';
import { PINCODE_PARTNER_MESSAGES } from './modules/pincode-partners/schemas.ts';
import { VENDOR_DATA_MESSAGES } from './modules/vendor-data-review/schemas.ts';
import { PAYABLES_MESSAGES } from './modules/payables/schemas.ts';
import { KCI_MESSAGES } from './modules/kci-tasks/schemas.ts';
import { SURVEY_MESSAGES } from './modules/surveys/schemas.ts';
import { PARTNER_REMOVAL_MESSAGES } from './modules/partner-removal/schemas.ts';
import { TICKET_MESSAGES } from './modules/tickets/schemas.ts';
import { SOW_ACTION_MESSAGES } from './modules/sow-actions/schemas.ts';
import { RAW_ADDRESS_MESSAGES } from './modules/raw-address/schemas.ts';
import { AUTH_MESSAGES } from './auth/guard.ts';
import { FIELD_FORM_MESSAGES } from './fieldForms/shared.ts';
import { IDEMPOTENCY_MESSAGES } from './fieldForms/idempotency.ts';
import { QUESTIONNAIRE_MESSAGES } from './questionnaires/answers.ts';

/**
 * Message ids of the server's texts that the portal shows as they come (issue 19): every answer
 * whose JSON `message` is one of these texts also carries `message_id` (e.g. 'identity.otpWrong')
 * and, for a text with placeholders, `message_values` (`{ left: '4' }`). The portal shows its own
 * translation of `server.<message_id>` in the interface language and the English `message` when it
 * has none, so the spec's English texts stay verbatim in `message`. Ids are `<table>.<key>` of the
 * tables below (the sign-in answers, identity and onboarding, then every module's answers); a text in
 * two tables gets the first.
 */
const TABLES = {
  signIn: LOGIN_MESSAGES,
  identity: IDENTITY_MESSAGES,
  attendance: ATTENDANCE_MESSAGES,
  clientInvoices: CLIENT_INVOICE_MESSAGES,
  invoiceRequests: FINANCE_MESSAGES,
  projects: PROJECT_MESSAGES,
  spares: SPARE_MESSAGES,
  ticketNotes: NOTE_MESSAGES,
  verifySchedule: VERIFY_MESSAGES,
  fileUpload: UPLOAD_MESSAGES,
  profiling: PROFILING_MESSAGES,
  secondFactor: SECOND_FACTOR_MESSAGES,
  kyc: KYC_MESSAGES,
  warehouses: WAREHOUSE_MESSAGES,
  auditDocuments: AUDIT_MESSAGES,
  chat: CHAT_MESSAGES,
  partnerRecords: PARTNER_RECORD_MESSAGES,
  rateCards: RATE_CARD_MESSAGES,
  invoiceList: INVOICE_LIST_MESSAGES,
  pincodePartners: PINCODE_PARTNER_MESSAGES,
  vendorData: VENDOR_DATA_MESSAGES,
  payables: PAYABLES_MESSAGES,
  kci: KCI_MESSAGES,
  surveys: SURVEY_MESSAGES,
  partnerRemoval: PARTNER_REMOVAL_MESSAGES,
  tickets: TICKET_MESSAGES,
  sowActions: SOW_ACTION_MESSAGES,
  rawAddress: RAW_ADDRESS_MESSAGES,
  auth: AUTH_MESSAGES,
  fieldForms: FIELD_FORM_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  questionnaires: QUESTIONNAIRE_MESSAGES,
} as const;

interface Entry {
  id: string;
  pattern: RegExp;
  names: string[];
  /** Characters of the text outside its placeholders. */
  literal: number;
}

/** Characters of `text` outside its `{placeholders}`. */
const literalLength = (text: string) => text.replace(/\{\w+\}/g, '').length;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const ENTRIES: Entry[] = Object.entries(TABLES)
  .flatMap(([table, texts]) =>
    Object.entries(texts).map(([key, text]) => {
      const names: string[] = [];
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return {
        id: `${table}.${key}`,
        pattern: new RegExp(`^${source}$`),
        names,
        literal: literalLength(text),
      };
    }),
  )
  // The most specific text first: a fixed text, then texts with more fixed words, so a loose one
  // ('{file} of {ticket} {status}.') never claims a text another table writes in full ('Bank details
  // of {partner} saved.'). The sort is stable: the same text in two tables keeps the first table's id.
  .sort((a, b) => Number(a.names.length > 0) - Number(b.names.length > 0) || b.literal - a.literal);

/** The id (and placeholder values) of a server text, or `null` when it has none. */
export function serverMessageId(message: string): { id: string; values?: Record<string, string> } | null {
  for (const { id, pattern, names } of ENTRIES) {
    const match = pattern.exec(message);
    if (!match) continue;
    if (names.length === 0) return { id };
    return { id, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}

/** Every message id with its English text (for the portal's catalogue check). */
export const SERVER_MESSAGE_TEXTS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(TABLES).flatMap(([table, texts]) =>
    Object.entries(texts).map(([key, text]) => [`${table}.${key}`, text]),
  ),
);

/**
 * Adds `message_id` (and `message_values`) beside a known `message` of every JSON object the API
 * answers, before it is serialised. Answers without a known text are left as they are.
 */
export function registerServerMessageIds(api: FastifyInstance): void {
  api.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return payload;
    const body = payload as Record<string, unknown>;
    if (typeof body.message !== 'string' || 'message_id' in body) return payload;
    const known = serverMessageId(body.message);
    if (!known) return payload;
    return { ...body, message_id: known.id, ...(known.values ? { message_values: known.values } : {}) };
  });
}
