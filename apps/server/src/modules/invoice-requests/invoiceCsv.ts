import type { InvoiceLine, InvoiceRequestRow } from './repository.ts';

/** Quotes a CSV field (RFC 4180) and defuses spreadsheet formulas. */
export function csvField(value: string | number): string {
  let textValue = String(value);
  if (/^[=+\-@\t\r]/.test(textValue) && typeof value === 'string') textValue = `'${textValue}`;
  return /[",\r\n]/.test(textValue) ? `"${textValue.replace(/"/g, '""')}"` : textValue;
}

/**
 * The invoice as CSV (CRLF lines): a header block (invoice and request numbers, partner, date,
 * currency), one line per work order, then the total in rupees with two decimals.
 */
export function invoiceCsv(
  invoice: InvoiceRequestRow & { invoice_number: string },
  lines: InvoiceLine[],
  today: Date,
) {
  const rupees = (amount: number) => amount.toFixed(2);
  const rows: (string | number)[][] = [
    ['Invoice number', invoice.invoice_number],
    ['Invoice request', invoice.request_number],
    ['Partner', invoice.partner.name],
    ['Partner city', invoice.partner.city],
    ['Date', today.toISOString().slice(0, 10)],
    ['Currency', 'INR'],
    [],
    ['Work order', 'Ticket', 'Project', 'Description', 'Completed on', 'Amount'],
    ...lines.map((line) => [
      line.wo_number,
      line.ticket_id,
      line.project,
      line.description,
      new Date(line.completed_at).toISOString().slice(0, 10),
      rupees(line.amount),
    ]),
    [],
    ['Total', '', '', '', '', rupees(invoice.amount)],
  ];
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
