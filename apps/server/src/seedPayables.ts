import type { Db } from './db/index.ts';
import { DAY, insertRows, random } from './seedKit.ts';

/** Partner invoices this seed adds (approved, invoiced; some paid, some overdue), one work order each. */
export const PAYABLE_DEMO_INVOICES = 36;
/** Client companies with demo client invoices: the client_invoicer's (HP India) and one other. */
export const CLIENT_INVOICE_COMPANIES = ['HP India', 'Dell Technologies'] as const;
/** The demo payable partner account and the client invoicer (`<role>@demo.test`). */
export const PAYABLE_PARTNER_EMAIL = 'payable_partner_user@demo.test';
export const CLIENT_INVOICER_EMAIL = 'client_invoicer@demo.test';

const dayOnly = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Seeds accounts payable and client invoices (issue 14), after the demo users exist:
 * - the invoices made before this seed get an invoice date and a due date (30 days later); five
 *   of the eight are paid;
 * - 36 more approved and invoiced partner requests over the first 12 active partners and the last
 *   six months before `now` (each with one new work order): the older ones mostly paid with a UTR
 *   reference by finance_user, the rest outstanding, overdue once 30 days old;
 * - 24 client invoices (GST 18%) for HP India and Dell Technologies over six billing months:
 *   paid, issued and overdue;
 * - payable_partner_user@demo.test linked to the first active partner (which has a pending
 *   request, invoices and payments); client_invoicer@demo.test working for HP India.
 * Deterministic for a given day and idempotent: the data is written once (when no client invoice
 * exists), the links when missing. Spec: operations §2 'Finance menu' (reference server's data).
 */
export async function seedPayables(db: Db, now: Date = new Date()): Promise<void> {
  const today = new Date(`${dayOnly(now)}T06:30:00Z`);
  const ago = (days: number) => new Date(today.getTime() - days * DAY);
  await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('partner-portal:seed-payables'))`);
    const partners = await tx.query<{ id: number }>(
      `SELECT id FROM network_partners WHERE status = 'active' ORDER BY id LIMIT 12`,
    );
    const [seeded] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM client_invoices');
    if (partners.length > 0 && (seeded?.count ?? 0) === 0) {
      const rnd = random(20261125);
      const [finance] = await tx.query<{ id: number }>(
        `SELECT id FROM users WHERE email = 'finance_user@demo.test'`,
      );
      const [coordinator] = await tx.query<{ id: number }>(
        `SELECT id FROM users WHERE email = 'coordinator@demo.test'`,
      );
      const projects = await tx.query<{ id: number; client_name: string }>(
        'SELECT id, client_name FROM projects ORDER BY id',
      );
      // Invoices made before: dated from their first sending; five of eight paid 25 days later.
      await tx.query(
        `UPDATE invoice_requests SET invoiced_at = coalesce(last_sent_at, reviewed_at),
           due_date = (coalesce(last_sent_at, reviewed_at) + interval '30 days')::date
         WHERE invoice_status = 'created' AND invoiced_at IS NULL`,
      );
      await tx.query(
        `UPDATE invoice_requests SET paid_at = invoiced_at + interval '25 days',
           payment_date = (invoiced_at + interval '25 days')::date,
           payment_reference = 'UTR' || lpad((900000 + id * 37)::text, 9, '0'), paid_by = $1
         WHERE id IN (SELECT id FROM invoice_requests WHERE invoice_status = 'created' AND paid_at IS NULL
                      ORDER BY id LIMIT 5)`,
        [finance?.id ?? null],
      );

      for (let i = 0; i < PAYABLE_DEMO_INVOICES; i++) {
        const partnerId = partners[i % partners.length]!.id;
        const monthsBack = Math.floor(i / 6);
        const age = monthsBack * 30 + (i % 6) * 4 + 1;
        const invoicedAt = ago(age);
        const completedAt = ago(age + 12);
        const isPaid = age > 40 && i % 5 !== 2;
        const paymentDate = isPaid ? new Date(invoicedAt.getTime() + (20 + (i % 4) * 5) * DAY) : null;
        const [workOrderId] = await insertRows(
          tx,
          'work_orders',
          ['wo_number', 'project_id', 'partner_id', 'ticket_id', 'description', 'amount', 'completed_at'],
          [
            [
              `WO-${70_001 + i}`,
              projects[i % projects.length]!.id,
              partnerId,
              `TKT-${310_001 + i}`,
              'Monthly field service visits',
              (rnd.int(40, 400) * 125).toFixed(2),
              completedAt,
            ],
          ],
        );
        await tx.query(
          `WITH request AS (
             INSERT INTO invoice_requests (request_number, partner_id, status, amount, remarks, requested_by, created_at,
               reviewed_by, reviewed_at, invoice_number, invoice_status, sent_count, last_sent_at, invoiced_at, due_date,
               paid_at, payment_date, payment_reference, paid_by)
             SELECT 'IR-' || lpad(nextval('invoice_request_number_seq')::text, 6, '0'), $1, 'approved', wo.amount,
               'Monthly service invoice', $2, $3, $4, $5,
               'INV-' || lpad(nextval('partner_invoice_number_seq')::text, 6, '0'), 'created', 1, $6, $6, $7::date,
               $8, $9::date, $10, $11
             FROM work_orders wo WHERE wo.id = $12
             RETURNING id)
           UPDATE work_orders SET invoice_request_id = (SELECT id FROM request) WHERE id = $12`,
          [
            partnerId,
            coordinator?.id ?? null,
            new Date(completedAt.getTime() + 2 * DAY),
            finance?.id ?? null,
            new Date(completedAt.getTime() + 6 * DAY),
            invoicedAt,
            dayOnly(new Date(invoicedAt.getTime() + 30 * DAY)),
            paymentDate ? new Date(paymentDate.getTime() + 3 * 3_600_000) : null,
            paymentDate ? dayOnly(paymentDate) : null,
            paymentDate ? `UTR${String(4_812_000_00 + i * 7_919).padStart(10, '0')}` : null,
            paymentDate ? (finance?.id ?? null) : null,
            workOrderId!,
          ],
        );
      }

      const clientRows: (string | number | null)[][] = [];
      for (const [c, company] of CLIENT_INVOICE_COMPANIES.entries()) {
        const own = projects.filter((project) => project.client_name === company).slice(0, 2);
        for (const [p, project] of own.entries()) {
          for (let m = 1; m <= 6; m++) {
            const period = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m, 1));
            const issued = new Date(period.getTime() + (31 + 3) * DAY);
            const issuedAt = new Date(Date.UTC(issued.getUTCFullYear(), issued.getUTCMonth(), 3));
            const dueAt = new Date(issuedAt.getTime() + 30 * DAY);
            const isPaid = dueAt.getTime() < ago(5).getTime() && (m + p) % 4 !== 1;
            const amount = rnd.int(80, 600) * 1_000;
            const gst = Math.round(amount * 18) / 100;
            const number = `CI-${dayOnly(period).slice(0, 7).replace('-', '')}-${c + 1}${p + 1}`;
            clientRows.push([
              number,
              company,
              project.id,
              dayOnly(period),
              amount.toFixed(2),
              gst.toFixed(2),
              (amount + gst).toFixed(2),
              isPaid ? 'paid' : 'issued',
              dayOnly(issuedAt),
              dayOnly(dueAt),
              isPaid ? dayOnly(new Date(dueAt.getTime() - ((m + c) % 6) * DAY)) : null,
              `client-invoices/${number}.pdf`,
            ]);
          }
        }
      }
      await insertRows(
        tx,
        'client_invoices',
        [
          'invoice_number',
          'client_name',
          'project_id',
          'period',
          'amount',
          'gst_amount',
          'total_amount',
          'status',
          'issued_at',
          'due_at',
          'paid_at',
          'file_key',
        ],
        clientRows,
        { period: 'date', issued_at: 'date', due_at: 'date', paid_at: 'date' },
      );
    }

    // The accounts: payable_partner_user belongs to the first active partner, client_invoicer to HP India.
    if (partners[0])
      await tx.query(
        `INSERT INTO payable_partner_users (user_id, partner_id)
         SELECT u.id, $2 FROM users u WHERE u.email = $1 ON CONFLICT DO NOTHING`,
        [PAYABLE_PARTNER_EMAIL, partners[0].id],
      );
    await tx.query(
      `INSERT INTO client_user_profiles (user_id, client_name, designation)
       SELECT id, $2, 'Accounts Receivable Executive' FROM users WHERE email = $1 ON CONFLICT DO NOTHING`,
      [CLIENT_INVOICER_EMAIL, CLIENT_INVOICE_COMPANIES[0]],
    );
  });
}
