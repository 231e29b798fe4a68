import { Badge, type BadgeTone, type TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import {
  channelLabels,
  escalationStatusLabels,
  labelOf,
  partnerStatusLabels,
  priorityLabels,
  projectStatusLabels,
  reviewStatusLabels,
  sowActionLabels,
  spareStatusLabels,
} from './labels.ts';
import { managementMessages as m } from './messages.ts';

/** A warehouse row as GET /management/warehouse/ answers it (the fields shown). */
export interface WarehouseListRow {
  id: number;
  code: string;
  name: string;
  city: string;
  state: string;
  pincode: string;
  manager_name: string;
  phone: string;
  is_active: boolean;
  spares_in_stock: number;
}

/** A spare row (spares-track, spares-doa). */
export interface SpareListRow {
  id: number;
  part_number: string;
  name: string;
  serial_number: string;
  warehouse: { name: string; city: string };
  ticket_id: string | null;
  status: string;
  docket_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  doa_reason: string | null;
}

/** A project row (GET /management/projects/). */
export interface ProjectListRow {
  id: number;
  code: string;
  name: string;
  client_name: string;
  city: string;
  status: string;
  start_date: string;
  open_tasks: number;
  open_escalations: number;
}

/** An escalated ticket (GET /management/escalation-tasks/ `tickets_data`). */
export interface EscalationListRow {
  id: number;
  ticket_id: string;
  project: { name: string };
  customer_name: string;
  city: string;
  reason: string;
  priority: string;
  status: string;
  escalated_at: string;
}

/** An interaction (GET /partner/vendor-interaction/). */
export interface InteractionListRow {
  id: number;
  partner: { name: string; city: string };
  channel: string;
  summary: string;
  interacted_by: string;
  interacted_at: string;
}

/** A partner serving a pincode (GET /management/assign-pin-partner/). */
export interface PinPartnerListRow {
  id: number;
  name: string;
  phone: string;
  city: string;
  state: string;
  status: string;
  pincodes: string[] | null;
}

/** Partner data to review (GET /partner/vendor-data-response/). */
export interface VendorDataListRow {
  id: number;
  partner: { name: string; city: string };
  collection_name: string;
  data: Record<string, unknown>;
  status: string;
  remarks: string;
  submitted_at: string;
}

/** A SOW subtype action (GET /management/get-sowsubtype-action/). */
export interface SowActionListRow {
  id: number;
  project: { name: string; code: string };
  sowsubtype: string;
  action: string;
  created_at: string;
}

const date = (intl: IntlShape, value: string | null) =>
  value ? intl.formatDate(value, { dateStyle: 'medium' }) : '—';
const dateTime = (intl: IntlShape, value: string | null) =>
  value ? intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }) : '—';

const tones: Record<string, BadgeTone> = {
  active: 'success',
  approved: 'success',
  delivered: 'success',
  resolved: 'success',
  in_stock: 'info',
  in_transit: 'info',
  pending: 'warning',
  on_hold: 'warning',
  medium: 'warning',
  open: 'warning',
  removal_requested: 'warning',
  high: 'error',
  critical: 'error',
  doa: 'error',
  rejected: 'error',
};

const badge = (text: string, value: string) => <Badge tone={tones[value] ?? 'neutral'}>{text}</Badge>;

/** Columns of the warehouse list; sortable ids are the server's ordering names. */
export function warehouseColumns(intl: IntlShape): TableColumn<WarehouseListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'code', name: t(m.code), allowsSorting: true },
    { id: 'name', name: t(m.name), allowsSorting: true, isRowHeader: true },
    { id: 'city', name: t(m.city), allowsSorting: true, render: (row) => `${row.city}, ${row.state}` },
    { id: 'manager_name', name: t(m.managerName), render: (row) => `${row.manager_name} · ${row.phone}` },
    { id: 'spares_in_stock', name: t(m.sparesInStock), allowsSorting: true, align: 'end' },
    {
      id: 'is_active',
      name: t(m.status),
      render: (row) => badge(t(row.is_active ? m.active : m.inactive), row.is_active ? 'active' : 'inactive'),
    },
  ];
}

/** Columns of the spare tracking and DOA lists. */
export function spareColumns(
  intl: IntlShape,
  variant: 'track' | 'doa' = 'track',
): TableColumn<SpareListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'name', name: t(m.name), allowsSorting: true, isRowHeader: true },
    { id: 'part_number', name: t(m.partNumber), allowsSorting: true },
    { id: 'serial_number', name: t(m.serialNumber), allowsSorting: true },
    {
      id: 'warehouse',
      name: t(m.warehouse),
      allowsSorting: true,
      render: (row) => `${row.warehouse.name}, ${row.warehouse.city}`,
    },
    { id: 'ticket_id', name: t(m.ticket), render: (row) => row.ticket_id ?? '—' },
    variant === 'doa'
      ? { id: 'doa_reason', name: t(m.doaReason), render: (row) => row.doa_reason ?? '—' }
      : { id: 'docket_number', name: t(m.docket), render: (row) => row.docket_number ?? '—' },
    {
      id: variant === 'doa' ? 'delivered_at' : 'shipped_at',
      name: t(variant === 'doa' ? m.deliveredAt : m.shippedAt),
      allowsSorting: true,
      render: (row) => date(intl, variant === 'doa' ? row.delivered_at : row.shipped_at),
    },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, spareStatusLabels, row.status), row.status),
    },
  ];
}

/** Columns of the project list. */
export function projectColumns(intl: IntlShape): TableColumn<ProjectListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'code', name: t(m.code), allowsSorting: true },
    { id: 'name', name: t(m.name), allowsSorting: true, isRowHeader: true },
    { id: 'client_name', name: t(m.client), allowsSorting: true },
    { id: 'city', name: t(m.city), allowsSorting: true },
    {
      id: 'start_date',
      name: t(m.startDate),
      allowsSorting: true,
      render: (row) => date(intl, row.start_date),
    },
    { id: 'open_tasks', name: t(m.openTasks), align: 'end' },
    { id: 'open_escalations', name: t(m.openEscalations), align: 'end' },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, projectStatusLabels, row.status), row.status),
    },
  ];
}

/** Columns of the escalated tickets. */
export function escalationColumns(intl: IntlShape): TableColumn<EscalationListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'ticket_id', name: t(m.ticket), isRowHeader: true },
    { id: 'project', name: t(m.project), render: (row) => row.project.name },
    { id: 'customer_name', name: t(m.customer) },
    { id: 'city', name: t(m.city), allowsSorting: true },
    { id: 'reason', name: t(m.reason) },
    {
      id: 'priority',
      name: t(m.priority),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, priorityLabels, row.priority), row.priority),
    },
    {
      id: 'escalated_at',
      name: t(m.escalatedAt),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.escalated_at),
    },
    {
      id: 'status',
      name: t(m.status),
      render: (row) => badge(labelOf(intl, escalationStatusLabels, row.status), row.status),
    },
  ];
}

/** Columns of the partner interactions. */
export function interactionColumns(intl: IntlShape): TableColumn<InteractionListRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'interacted_at',
      name: t(m.interactedAt),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.interacted_at),
    },
    {
      id: 'partner',
      name: t(m.partner),
      allowsSorting: true,
      isRowHeader: true,
      render: (row) => `${row.partner.name}, ${row.partner.city}`,
    },
    {
      id: 'channel',
      name: t(m.channel),
      allowsSorting: true,
      render: (row) => labelOf(intl, channelLabels, row.channel),
    },
    { id: 'summary', name: t(m.summary) },
    { id: 'interacted_by', name: t(m.interactedBy) },
  ];
}

/** Columns of the partners serving a pincode. */
export function pinPartnerColumns(intl: IntlShape): TableColumn<PinPartnerListRow>[] {
  const t = intl.formatMessage;
  return [
    { id: 'name', name: t(m.name), allowsSorting: true, isRowHeader: true },
    { id: 'phone', name: t(m.phone) },
    { id: 'city', name: t(m.city), allowsSorting: true, render: (row) => `${row.city}, ${row.state}` },
    { id: 'pincodes', name: t(m.pincodes), render: (row) => (row.pincodes ?? []).join(', ') },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, partnerStatusLabels, row.status), row.status),
    },
  ];
}

/** The submitted answers of a partner data response as 'key: value' text. */
function dataText(data: Record<string, unknown>): string {
  return Object.entries(data)
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ');
}

/** Columns of the partner data responses to review. */
export function vendorDataColumns(intl: IntlShape): TableColumn<VendorDataListRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'partner',
      name: t(m.partner),
      allowsSorting: true,
      isRowHeader: true,
      render: (row) => `${row.partner.name}, ${row.partner.city}`,
    },
    { id: 'collection_name', name: t(m.collection), allowsSorting: true },
    { id: 'data', name: t(m.submittedData), render: (row) => dataText(row.data) },
    {
      id: 'submitted_at',
      name: t(m.submittedAt),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.submitted_at),
    },
    {
      id: 'status',
      name: t(m.status),
      allowsSorting: true,
      render: (row) => badge(labelOf(intl, reviewStatusLabels, row.status), row.status),
    },
    { id: 'remarks', name: t(m.remarks), render: (row) => row.remarks || '—' },
  ];
}

/** Columns of the SOW subtype actions. */
export function sowActionColumns(intl: IntlShape): TableColumn<SowActionListRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'project',
      name: t(m.project),
      allowsSorting: true,
      render: (row) => `${row.project.name} (${row.project.code})`,
    },
    { id: 'sowsubtype', name: t(m.sowsubtype), allowsSorting: true, isRowHeader: true },
    {
      id: 'action',
      name: t(m.action),
      allowsSorting: true,
      render: (row) => labelOf(intl, sowActionLabels, row.action),
    },
    {
      id: 'created_at',
      name: t(m.createdAt),
      allowsSorting: true,
      render: (row) => date(intl, row.created_at),
    },
  ];
}
