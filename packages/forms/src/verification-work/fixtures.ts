import type {
  AuditDocumentRow,
  KciTaskRow,
  RawAddressRow,
  VerificationRow,
  WorkTicketRow,
} from './columns.tsx';
import { KCI_ITEM_LABELS } from './fixtureLabels.ts';

// Demo rows of the verification and audit screens for stories and tests (shaped like the seed).

const ticket = (n: number, extra: Partial<WorkTicketRow> = {}): WorkTicketRow => ({
  ticketNumber: `TKT-30${String(n).padStart(4, '0')}`,
  customerName: ['Kavya Nair', 'Rohan Gupta', 'Sneha Reddy', 'Imran Khan'][n % 4]!,
  district: ['Bangalore', 'Pune', 'Chennai', 'Hyderabad'][n % 4]!,
  productName: ['HP ProBook 440 G9', 'Dell OptiPlex 7010', 'Epson EcoTank L3250'][n % 3]!,
  serialNumber: `SN${5_200_000 + n * 31}`,
  ...extra,
});

/** Three KCI checklists: two pending, one completed and passed. */
export const demoKciTasks: KciTaskRow[] = [241, 244, 250].map((n, i) => ({
  id: i + 1,
  ticket: ticket(n),
  templateName: 'Installation KCI',
  status: i === 2 ? 'completed' : 'pending',
  result: i === 2 ? 'passed' : null,
  dueAt: `2026-11-2${6 + i}T10:00:00.000Z`,
  items: KCI_ITEM_LABELS.map((label, k) => ({
    id: i * 10 + k + 1,
    label,
    answer: i === 2 ? 'pass' : null,
    remark: null,
  })),
}));

/** Three audit documents of one ticket, pending, accepted and rejected. */
export const demoAuditDocuments: AuditDocumentRow[] = [
  ['service_call_report', 'service-call-report.pdf', 'pending', null],
  ['invoice_copy', 'invoice-copy.pdf', 'accepted', null],
  ['site_photo', 'site-photo-1.jpg', 'rejected', 'Photo does not show the installed unit'],
].map(([kind, fileName, status, reason], i) => ({
  id: i + 1,
  ticket: ticket(121),
  kind: kind!,
  fileName: fileName!,
  status: status!,
  reason: reason ?? null,
  uploadedAt: `2026-11-2${i}T09:30:00.000Z`,
}));

/** Visits to verify: to schedule, scheduled, verified, discrepancy. */
export const demoVerifications: VerificationRow[] = (
  ['to_schedule', 'scheduled', 'verified', 'discrepancy'] as const
).map((status, i) => ({
  id: i + 1,
  ticket: ticket(301 + i),
  visitClosedAt: '2026-11-20T16:00:00.000Z',
  engineerName: 'Vikram Menon',
  status,
  channel: status === 'to_schedule' ? null : i % 2 ? 'visit' : 'call',
  scheduledAt: status === 'to_schedule' ? null : '2026-11-27T10:00:00.000Z',
  assigneeName: status === 'to_schedule' ? null : 'Meera Iyer',
  outcomeNote: status === 'discrepancy' ? 'Customer says the adapter was not replaced' : null,
}));

/** Raw addresses to resolve. */
export const demoRawAddresses: RawAddressRow[] = [
  ['Flat 4B, Sai Krupa Apartments, near Hanuman temple, Whitefield, Bangalore', 'No pincode in the address'],
  ['Near SBI ATM, Civil Lines, 999999', 'Pincode unknown'],
].map(([rawAddress, reason], i) => ({
  id: i + 1,
  ticket: ticket(401 + i, { district: '' }),
  customerPhone: `97000${String(i).padStart(5, '0')}`,
  rawAddress: rawAddress!,
  reason: reason!,
  status: 'pending',
  createdAt: '2026-11-24T08:00:00.000Z',
}));
