import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Vite defines the app version at build time (vite.config.ts `define`); the test build does not.

const { renderFinanceRoute, failWith, listAnswer, hang } = await import('../invoice-requests/testing.tsx');
const { PayablesRoute } = await import('../PayablesRoute.tsx');
const { InvoiceListRoute } = await import('../InvoiceListRoute.tsx');
const { ClientInvoicesRoute } = await import('../ClientInvoicesRoute.tsx');

const LOAD = { timeout: 10_000 };

const payable = {
  id: 31,
  request_number: 'IR-000031',
  invoice_number: 'INV-000009',
  partner: {
    id: 1,
    uuid: 'p-1',
    name: 'Sharma Field Services',
    phone: '9810000000',
    city: 'Mumbai',
    state: 'Maharashtra',
  },
  amount: 125000,
  work_order_count: 1,
  invoiced_at: '2026-09-28T06:30:00.000Z',
  due_date: '2026-10-28',
  is_overdue: true,
  paid_at: null,
  payment_date: null,
  payment_reference: null,
  paid_by: null,
};
const payablesAnswer = () =>
  Response.json({
    status: 200,
    count: 1,
    results: [payable],
    totals: { count: 1, amount: 125000, overdue_count: 1, overdue_amount: 125000 },
    partners: [{ id: 1, name: 'Sharma Field Services' }],
    months: ['2026-09'],
  });

async function openMarkPaid(user: ReturnType<typeof renderFinanceRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Mark paid INV-000009' }, LOAD));
  const dialog = await screen.findByRole('dialog', { name: 'Mark INV-000009 paid' });
  const reference = within(dialog).getByRole('textbox', { name: /^Payment reference/ });
  await user.type(reference, 'UTR-77');
  return { dialog, reference };
}

describe('/payables (finance_user)', { timeout: 60_000 }, () => {
  it('sends the URL filters, shows the totals in rupees and records a payment', async () => {
    const { user, calls } = renderFinanceRoute(
      <PayablesRoute />,
      'finance_user',
      (call) =>
        call.method === 'POST'
          ? Response.json({ status: 200, message: 'Marked paid: INV-000009 (reference UTR-77).', data: [] })
          : payablesAnswer(),
      { path: '/payables?overdue=true&partner=1' },
    );
    await screen.findByRole('grid', { name: 'Payables' }, LOAD);
    const list = calls.find((call) => call.path === '/finance/payables/');
    expect(list?.query.get('overdue')).toBe('true');
    expect(list?.query.get('partner')).toBe('1');
    expect(screen.getByLabelText('Totals of the filtered list')).toHaveTextContent('₹1,25,000.00');
    const { dialog } = await openMarkPaid(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(
      (await screen.findAllByText('Marked paid: INV-000009 (reference UTR-77).', {}, LOAD))[0],
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/finance/payables/mark-paid/');
    expect(post?.body).toMatchObject({ invoice_request_ids: [31], payment_reference: 'UTR-77' });
  });

  it.each([
    [
      409,
      'Already paid: INV-000009. Someone recorded this payment before you; reload the list to see it.',
      'Already paid: INV-000009',
    ],
    [500, 'database down', 'Something went wrong!'],
  ])('keeps the typed reference when the payment answers %i', async (status, message, shown) => {
    const { user } = renderFinanceRoute(<PayablesRoute />, 'finance_user', (call) =>
      call.method === 'POST' ? failWith(status, message) : payablesAnswer(),
    );
    const { dialog, reference } = await openMarkPaid(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(shown);
    expect(reference).toHaveValue('UTR-77');
  });

  it('keeps the typed reference on a time-out', async () => {
    hang('/finance/payables/mark-paid/');
    const { user } = renderFinanceRoute(<PayablesRoute />, 'finance_user', () => payablesAnswer(), {
      timeoutMs: 300,
    });
    const { dialog, reference } = await openMarkPaid(user);
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(
      'The request timed out. Please try again.',
    );
    expect(reference).toHaveValue('UTR-77');
    hang('');
  });
});

describe('/invoice-list and /client-invoices', { timeout: 60_000 }, () => {
  it('shows a refused session (401) in place of the invoice list', async () => {
    renderFinanceRoute(<InvoiceListRoute />, 'payable_partner_user', () => failWith(401, 'Invalid token.'));
    expect(await screen.findByRole('alert', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('lists the client invoices with the status filter in the URL', async () => {
    const { calls } = renderFinanceRoute(
      <ClientInvoicesRoute />,
      'client_invoicer',
      () =>
        listAnswer([
          {
            id: 1,
            invoice_number: 'CI-202610-11',
            client_name: 'HP India',
            project: { id: 1, code: 'PRJ-101', name: 'HP India Laptop Break-Fix Mumbai' },
            period: '2026-10',
            amount: 250000,
            gst_rate: 18,
            gst_amount: 45000,
            total_amount: 295000,
            status: 'overdue',
            issued_at: '2026-11-03',
            due_at: '2026-12-03',
            paid_at: null,
          },
        ]),
      { path: '/client-invoices?status=overdue' },
    );
    const table = await screen.findByRole('grid', { name: 'Client invoices' }, LOAD);
    expect(within(table).getByText('₹2,95,000.00')).toBeInTheDocument();
    await waitFor(() => expect(calls[0]?.query.get('status')).toBe('overdue'));
  });
});
