import { Badge, type BadgeTone, type TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import { date, dateTime } from '../operations-shared/cells.tsx';
import {
  auditKindLabels,
  auditStatusLabels,
  kciStatusLabels,
  labelFor,
  rawAddressStatusLabels,
  verificationChannelLabels,
  verificationStatusLabels,
} from './labels.ts';
import { verificationMessages as m } from './messages.ts';

// Forms import no api types: each row type is the part of the api's camelCase type its list shows,
// so the portal passes api rows unmapped. Sortable column ids are the server's ordering names.

/** The ticket a work item belongs to (the api's `WorkTicket`). */
export interface WorkTicketRow {
  ticketNumber: string;
  customerName: string;
  district: string;
  productName: string;
  serialNumber: string;
}

/** One item of a KCI checklist (the api's `KciItem`). */
export interface KciItemRow {
  id: number;
  label: string;
  answer: string | null;
  remark: string | null;
}

/** A KCI checklist (the api's `KciTask`). */
export interface KciTaskRow {
  id: number;
  ticket: WorkTicketRow;
  templateName: string;
  status: string;
  result: string | null;
  dueAt: string | null;
  items: readonly KciItemRow[];
}

/** An audit document (the api's `AuditDocument`). */
export interface AuditDocumentRow {
  id: number;
  ticket: WorkTicketRow;
  kind: string;
  fileName: string;
  status: string;
  reason: string | null;
  uploadedAt: string;
}

/** A visit to verify (the api's `Verification`). */
export interface VerificationRow {
  id: number;
  ticket: WorkTicketRow;
  visitClosedAt: string;
  engineerName: string | null;
  status: string;
  channel: string | null;
  scheduledAt: string | null;
  assigneeName: string | null;
  outcomeNote: string | null;
}

/** A raw address to resolve (the api's `RawAddress`). */
export interface RawAddressRow {
  id: number;
  ticket: WorkTicketRow;
  customerPhone: string;
  rawAddress: string;
  reason: string;
  status: string;
  createdAt: string;
}

const tones: Record<string, BadgeTone> = {
  pending: 'warning',
  to_schedule: 'warning',
  scheduled: 'info',
  completed: 'success',
  passed: 'success',
  accepted: 'success',
  verified: 'success',
  resolved: 'success',
  failed: 'error',
  rejected: 'error',
  discrepancy: 'error',
};

/** A status badge toned by the server's value. */
export const statusBadge = (text: string, value: string) => (
  <Badge tone={tones[value] ?? 'neutral'}>{text}</Badge>
);

const ticketColumns = (intl: IntlShape): TableColumn<{ ticket: WorkTicketRow }>[] => [
  {
    id: 'ticket',
    name: intl.formatMessage(m.ticket),
    isRowHeader: true,
    allowsSorting: true,
    render: (row) => row.ticket.ticketNumber,
  },
  { id: 'customer', name: intl.formatMessage(m.customer), render: (row) => row.ticket.customerName },
];

/** Columns of the KCI tasks: ticket, customer, product and serial, checklist, items answered, due, status. */
export function kciTaskColumns(intl: IntlShape): TableColumn<KciTaskRow>[] {
  const t = intl.formatMessage;
  return [
    ...(ticketColumns(intl) as TableColumn<KciTaskRow>[]),
    {
      id: 'product',
      name: t(m.product),
      render: (row) => `${row.ticket.productName} · ${row.ticket.serialNumber}`,
    },
    { id: 'templateName', name: t(m.kciTemplate) },
    {
      id: 'items',
      name: t(m.kciItems),
      render: (row) =>
        t(m.kciItemsDone, {
          answered: row.items.filter((item) => item.answer).length,
          total: row.items.length,
        }),
    },
    { id: 'due_at', name: t(m.kciDue), allowsSorting: true, render: (row) => date(intl, row.dueAt) },
    {
      id: 'status',
      name: t(m.status),
      render: (row) =>
        statusBadge(labelFor(intl, kciStatusLabels, row.result ?? row.status), row.result ?? row.status),
    },
  ];
}

/** Columns of the audit documents: ticket, customer, type, document, uploaded, status (with the reason). */
export function auditDocumentColumns(intl: IntlShape): TableColumn<AuditDocumentRow>[] {
  const t = intl.formatMessage;
  return [
    ...(ticketColumns(intl) as TableColumn<AuditDocumentRow>[]),
    {
      id: 'kind',
      name: t(m.auditKind),
      allowsSorting: true,
      render: (row) => labelFor(intl, auditKindLabels, row.kind),
    },
    { id: 'fileName', name: t(m.auditDocument) },
    {
      id: 'uploaded_at',
      name: t(m.auditUploaded),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.uploadedAt),
    },
    {
      id: 'status',
      name: t(m.status),
      render: (row) => (
        <>
          {statusBadge(labelFor(intl, auditStatusLabels, row.status), row.status)}
          {row.reason ? ` ${row.reason}` : null}
        </>
      ),
    },
  ];
}

/** Columns of the visits to verify: ticket, customer, district, visit closed, engineer, verification, status. */
export function verificationColumns(intl: IntlShape): TableColumn<VerificationRow>[] {
  const t = intl.formatMessage;
  return [
    ...(ticketColumns(intl) as TableColumn<VerificationRow>[]),
    { id: 'district', name: t(m.district), render: (row) => row.ticket.district || '—' },
    {
      id: 'visit_closed_at',
      name: t(m.verifyClosed),
      allowsSorting: true,
      render: (row) => date(intl, row.visitClosedAt),
    },
    { id: 'engineer', name: t(m.verifyEngineer), render: (row) => row.engineerName ?? '—' },
    {
      id: 'scheduled_at',
      name: t(m.verifyWhen),
      allowsSorting: true,
      render: (row) =>
        row.scheduledAt
          ? `${dateTime(intl, row.scheduledAt)} · ${labelFor(intl, verificationChannelLabels, row.channel)} · ${row.assigneeName ?? ''}`
          : '—',
    },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => (
        <>
          {statusBadge(labelFor(intl, verificationStatusLabels, row.status), row.status)}
          {row.outcomeNote ? ` ${row.outcomeNote}` : null}
        </>
      ),
    },
  ];
}

/** Columns of the raw addresses: ticket, customer, phone, address as received, reason, status. */
export function rawAddressColumns(intl: IntlShape): TableColumn<RawAddressRow>[] {
  const t = intl.formatMessage;
  return [
    ...(ticketColumns(intl) as TableColumn<RawAddressRow>[]),
    { id: 'customerPhone', name: t(m.rawPhone) },
    { id: 'rawAddress', name: t(m.rawAddress) },
    { id: 'reason', name: t(m.reason) },
    {
      id: 'created_at',
      name: t(m.auditUploaded),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.createdAt),
    },
    {
      id: 'status',
      name: t(m.status),
      render: (row) => statusBadge(labelFor(intl, rawAddressStatusLabels, row.status), row.status),
    },
  ];
}
