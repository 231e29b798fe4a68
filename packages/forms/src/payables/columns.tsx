import { Badge } from '@partner-portal/ui/data';
import type { TableColumn } from '@partner-portal/ui/data';
import type { IntlShape } from 'react-intl';
import type { ListFilter } from '../list-screen/ListScreen.tsx';
import { formatCalendarDay, formatInr, formatInstant, formatMonth } from './format.ts';
import { payableMessages as m } from './messages.ts';
import type { PayablePartnerOption, PayableRow } from './types.ts';

/** Columns every payables list shows first; sortable ids are the server's orderings. */
function invoiceColumns(intl: IntlShape): TableColumn<PayableRow>[] {
  const t = intl.formatMessage;
  return [
    {
      id: 'invoice_number',
      name: t(m.columnInvoice),
      isRowHeader: true,
      allowsSorting: true,
      render: (row) => row.invoiceNumber,
    },
    { id: 'partner', name: t(m.columnPartner), allowsSorting: true, render: (row) => row.partner.name },
    {
      id: 'amount',
      name: t(m.columnAmount),
      allowsSorting: true,
      align: 'end',
      render: (row) => formatInr(intl, row.amount),
    },
    {
      id: 'invoiced_at',
      name: t(m.columnInvoiced),
      allowsSorting: true,
      render: (row) => formatInstant(intl, row.invoicedAt).split(',')[0] ?? '',
    },
    {
      id: 'due_date',
      name: t(m.columnDue),
      allowsSorting: true,
      render: (row) => formatCalendarDay(intl, row.dueDate),
    },
  ];
}

/** Columns of /payables: invoice, partner, amount, dates and an Overdue / Not yet due badge. */
export function payableColumns(intl: IntlShape): TableColumn<PayableRow>[] {
  return [
    ...invoiceColumns(intl),
    {
      id: 'status',
      name: intl.formatMessage(m.columnStatus),
      render: (row) => (
        <Badge variant="status" tone={row.isOverdue ? 'error' : 'neutral'}>
          {intl.formatMessage(row.isOverdue ? m.overdue : m.notDue)}
        </Badge>
      ),
    },
  ];
}

/** Columns of /paid-invoices: invoice, partner, amount, dates, then the payment: day, reference, who and when. */
export function paidColumns(intl: IntlShape): TableColumn<PayableRow>[] {
  const t = intl.formatMessage;
  return [
    ...invoiceColumns(intl),
    {
      id: 'payment_date',
      name: t(m.columnPaidOn),
      allowsSorting: true,
      render: (row) => formatCalendarDay(intl, row.paymentDate),
    },
    { id: 'payment_reference', name: t(m.columnReference), render: (row) => row.paymentReference ?? '' },
    { id: 'paid_by', name: t(m.columnPaidBy), render: (row) => row.paidBy?.fullName ?? '' },
    {
      id: 'paid_at',
      name: t(m.columnRecordedAt),
      allowsSorting: true,
      render: (row) => formatInstant(intl, row.paidAt),
    },
  ];
}

/** The partner and month filters (server filters `partner` and `month`) from the list's choices. */
export function payableFilters(
  intl: IntlShape,
  kind: 'payable' | 'paid',
  partners: readonly PayablePartnerOption[],
  months: readonly string[],
): ListFilter[] {
  const t = intl.formatMessage;
  const filters: ListFilter[] = [
    {
      id: 'partner',
      label: t(m.filterPartner),
      options: partners.map((partner) => ({ id: String(partner.id), label: partner.name })),
    },
    {
      id: 'month',
      label: t(kind === 'payable' ? m.filterMonth : m.filterPaidMonth),
      options: months.map((month) => ({ id: month, label: formatMonth(intl, month) })),
    },
  ];
  if (kind === 'payable')
    filters.push({
      id: 'overdue',
      label: t(m.filterDue),
      options: [
        { id: 'true', label: t(m.dueOverdue) },
        { id: 'false', label: t(m.dueNotYet) },
      ],
    });
  return filters;
}
