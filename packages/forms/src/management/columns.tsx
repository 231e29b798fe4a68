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

// Forms import no api types (eslint: forms may import only `@partner-portal/api/validation`):
// each row here is the part of the api's camelCase domain type (`Warehouse`, `Spare`, `Project`,
// `Escalation`, `VendorInteraction`, `PincodePartner`, `VendorDataResponse`, `SowAction`) a list
// shows, so the portal passes api rows unmapped. Sortable column ids are the server's ordering
// names (the list contract of `ListQuery.ordering`).

/** A warehouse row (the fields of the api's `Warehouse` the list shows). */
export interface WarehouseListRow {
  id: number;
  code: string;
  name: string;
  city: string;
  state: string;
  pincode: string;
  managerName: string;
  phone: string;
  isActive: boolean;
  sparesInStock: number;
}

/** A spare row (spare tracking and DOA spares; the api's `Spare`). */
export interface SpareListRow {
  id: number;
  partNumber: string;
  name: string;
  serialNumber: string;
  warehouse: { name: string; city: string };
  ticketId: string | null;
  status: string;
  docketNumber: string | null;
  shippedAt: string | null;
  deliveredAt: string | null;
  doaReason: string | null;
}

/** A project row (the api's `Project`). */
export interface ProjectListRow {
  id: number;
  code: string;
  name: string;
  clientName: string;
  city: string;
  status: string;
  startDate: string;
  openTasks: number;
  openEscalations: number;
}

/** An escalated ticket (the api's `Escalation`). */
export interface EscalationListRow {
  id: number;
  ticketId: string;
  project: { name: string };
  customerName: string;
  city: string;
  reason: string;
  priority: string;
  status: string;
  escalatedAt: string;
}

/** An interaction with a partner (the api's `VendorInteraction`). */
export interface InteractionListRow {
  id: number;
  partner: { name: string; city: string };
  channel: string;
  summary: string;
  interactedBy: string;
  interactedAt: string;
}

/** A partner serving a pincode (the api's `PincodePartner`). */
export interface PinPartnerListRow {
  id: number;
  name: string;
  phone: string;
  city: string;
  state: string;
  status: string;
  pincodes: string[] | null;
}

/** Partner data to review (the api's `VendorDataResponse`). */
export interface VendorDataListRow {
  id: number;
  partner: { name: string; city: string };
  collectionName: string;
  data: Record<string, unknown>;
  status: string;
  remarks: string;
  submittedAt: string;
}

/** A SOW subtype action (the api's `SowAction`). */
export interface SowActionListRow {
  id: number;
  project: { name: string; code: string };
  sowSubtype: string;
  action: string;
  createdAt: string;
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
    { id: 'managerName', name: t(m.managerName), render: (row) => `${row.managerName} · ${row.phone}` },
    {
      id: 'spares_in_stock',
      name: t(m.sparesInStock),
      allowsSorting: true,
      align: 'end',
      render: (row) => intl.formatNumber(row.sparesInStock),
    },
    {
      id: 'isActive',
      name: t(m.status),
      render: (row) => badge(t(row.isActive ? m.active : m.inactive), row.isActive ? 'active' : 'inactive'),
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
    { id: 'part_number', name: t(m.partNumber), allowsSorting: true, render: (row) => row.partNumber },
    { id: 'serial_number', name: t(m.serialNumber), allowsSorting: true, render: (row) => row.serialNumber },
    {
      id: 'warehouse',
      name: t(m.warehouse),
      allowsSorting: true,
      render: (row) => `${row.warehouse.name}, ${row.warehouse.city}`,
    },
    { id: 'ticketId', name: t(m.ticket), render: (row) => row.ticketId ?? '—' },
    variant === 'doa'
      ? { id: 'doaReason', name: t(m.doaReason), render: (row) => row.doaReason ?? '—' }
      : { id: 'docketNumber', name: t(m.docket), render: (row) => row.docketNumber ?? '—' },
    {
      id: variant === 'doa' ? 'delivered_at' : 'shipped_at',
      name: t(variant === 'doa' ? m.deliveredAt : m.shippedAt),
      allowsSorting: true,
      render: (row) => date(intl, variant === 'doa' ? row.deliveredAt : row.shippedAt),
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
    { id: 'client_name', name: t(m.client), allowsSorting: true, render: (row) => row.clientName },
    { id: 'city', name: t(m.city), allowsSorting: true },
    {
      id: 'start_date',
      name: t(m.startDate),
      allowsSorting: true,
      render: (row) => date(intl, row.startDate),
    },
    { id: 'openTasks', name: t(m.openTasks), align: 'end' },
    { id: 'openEscalations', name: t(m.openEscalations), align: 'end' },
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
    { id: 'ticketId', name: t(m.ticket), isRowHeader: true },
    { id: 'project', name: t(m.project), render: (row) => row.project.name },
    { id: 'customerName', name: t(m.customer) },
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
      render: (row) => dateTime(intl, row.escalatedAt),
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
      render: (row) => dateTime(intl, row.interactedAt),
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
    { id: 'interactedBy', name: t(m.interactedBy) },
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
    {
      id: 'collection_name',
      name: t(m.collection),
      allowsSorting: true,
      render: (row) => row.collectionName,
    },
    { id: 'data', name: t(m.submittedData), render: (row) => dataText(row.data) },
    {
      id: 'submitted_at',
      name: t(m.submittedAt),
      allowsSorting: true,
      render: (row) => dateTime(intl, row.submittedAt),
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
    {
      id: 'sowsubtype',
      name: t(m.sowsubtype),
      allowsSorting: true,
      isRowHeader: true,
      render: (row) => row.sowSubtype,
    },
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
      render: (row) => date(intl, row.createdAt),
    },
  ];
}
