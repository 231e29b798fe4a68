import { csvField } from '../invoice-requests/invoiceCsv.ts';
import type { PayableKind, PayableRow } from './repository.ts';

/**
 * A payables or paid list as CSV (CRLF lines, RFC 4180, formulas defused): one header row, one
 * row per invoice; amounts in rupees with two decimals, dates `YYYY-MM-DD`.
 */
export function payablesCsv(kind: PayableKind, rows: readonly PayableRow[]): string {
  const header = [
    'Invoice',
    'Invoice request',
    'Partner',
    'Partner city',
    'Amount (INR)',
    'Invoice date',
    'Due date',
    ...(kind === 'payable' ? ['Overdue'] : ['Payment date', 'Payment reference', 'Paid by', 'Recorded at']),
  ];
  const lines = rows.map((row) => [
    row.invoice_number,
    row.request_number,
    row.partner.name,
    row.partner.city,
    row.amount.toFixed(2),
    row.invoiced_at ? new Date(row.invoiced_at).toISOString().slice(0, 10) : '',
    row.due_date ?? '',
    ...(kind === 'payable'
      ? [row.is_overdue ? 'yes' : 'no']
      : [
          row.payment_date ?? '',
          row.payment_reference ?? '',
          row.paid_by?.full_name ?? '',
          row.paid_at ? new Date(row.paid_at).toISOString() : '',
        ]),
  ]);
  return `${[header, ...lines].map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
