import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall } from './testing.tsx';

// Vite defines the app version at build time (vite.config.ts `define`); the test build does not.

const { renderFinanceRoute, failWith, listAnswer, requestRow, hang } = await import('./testing.tsx');
const { InvoiceRequestReviewRoute } = await import('../InvoiceRequestReviewRoute.tsx');
const { InvoiceRequestsRoute } = await import('../InvoiceRequestsRoute.tsx');
const { PartnerInvoiceGenerationRoute } = await import('../PartnerInvoiceGenerationRoute.tsx');
const { PartnerInvoicesRoute } = await import('../PartnerInvoicesRoute.tsx');

const LOAD = { timeout: 10_000 };
const isList = (call: FakeCall, path: string) => call.method === 'GET' && call.path === path;

const partner = {
  id: 7,
  uuid: 'p-7',
  name: 'Rao Field Services',
  phone: '9810000000',
  city: 'Mumbai',
  state: 'Maharashtra',
  open_work_orders: 2,
  open_amount: 2050.5,
};
const workOrders = [41, 81].map((id) => ({
  id,
  wo_number: `WO-0000${id}`,
  project: { id: 1, code: 'PRJ-MUM', name: 'Mumbai rollout' },
  partner: { id: 7, name: 'Rao Field Services', city: 'Mumbai' },
  ticket_id: `TKT-${id}`,
  description: 'Router installation',
  amount: id === 41 ? 1250 : 800.5,
  completed_at: '2026-01-12T10:30:00.000Z',
  invoice_request_id: null,
}));

beforeEach(() => {
  localStorage.clear();
  hang('');
});
afterEach(() => vi.restoreAllMocks());

describe('/invoice-request (finance_user): list and review', { timeout: 60_000 }, () => {
  it('lists the requests and sends sorting, filtering and paging to the server', async () => {
    const { user, calls } = renderFinanceRoute(<InvoiceRequestReviewRoute />, 'finance_user', () =>
      listAnswer([requestRow()], 45),
    );
    const table = await screen.findByRole('grid', { name: 'Invoice requests' }, LOAD);
    expect(within(table).getByRole('rowheader', { name: 'IR-000003' })).toBeInTheDocument();
    expect(within(table).getByText('₹2,050.50')).toBeInTheDocument();
    expect(calls[0]?.query.get('ordering')).toBe('-created_at');
    expect(calls[0]?.query.get('page_size')).toBe('20');

    await user.click(screen.getByRole('columnheader', { name: /Amount/ }));
    await waitFor(() => expect(calls.at(-1)?.query.get('ordering')).toBe('amount'));

    await user.click(screen.getByRole('button', { name: /Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('approved'));

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('page')).toBe('2'));
    expect(calls.at(-1)?.query.get('status')).toBe('approved');
  });

  it('approves a pending request (PATCH status) and shows the answer', async () => {
    const { user, calls } = renderFinanceRoute(<InvoiceRequestReviewRoute />, 'finance_user', (call) =>
      call.method === 'PATCH'
        ? Response.json({
            status: 200,
            message: 'Invoice request approved.',
            data: requestRow({ status: 'approved' }),
          })
        : listAnswer([requestRow()]),
    );
    await user.click(await screen.findByRole('button', { name: 'Review IR-000003' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Review invoice request IR-000003' });
    await user.click(within(dialog).getByRole('radio', { name: 'Approve' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.path).toBe('/finance/invoice-request/3/');
    expect(patch?.body).toEqual({ status: 'approved' });
    expect((await screen.findAllByText('Invoice request approved.'))[0]).toBeInTheDocument();
  });

  it('keeps the decision and remarks with the server message when the review is refused', async () => {
    const { user } = renderFinanceRoute(<InvoiceRequestReviewRoute />, 'finance_user', (call) =>
      call.method === 'PATCH'
        ? failWith(409, 'This invoice request has already been reviewed.')
        : listAnswer([requestRow()]),
    );
    await user.click(await screen.findByRole('button', { name: 'Review IR-000003' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Reject' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Remarks/ }), 'Wrong rate');
    await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This invoice request has already been reviewed.',
    );
    expect(within(dialog).getByRole('radio', { name: 'Reject' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: /^Remarks/ })).toHaveValue('Wrong rate');
  });

  it('shows the shared texts for a 401, a 5xx and no network, with Retry', async () => {
    let answer: () => Response = () => failWith(401, 'Invalid token.');
    const { user } = renderFinanceRoute(<InvoiceRequestReviewRoute />, 'finance_user', () => answer());
    expect(await screen.findByText('Invalid Credentials!', {}, LOAD)).toBeInTheDocument();
    answer = () => failWith(500, 'database exploded');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.queryByText('database exploded')).not.toBeInTheDocument();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('Network Unavailable, Please check your internet connection.'),
    ).toBeInTheDocument();
  });
});

describe(
  '/invoice-requests (coordinator): partners to invoice and a new request',
  { timeout: 60_000 },
  () => {
    const handler = (post: () => Response) => (call: FakeCall) => {
      if (isList(call, '/finance/invoicerequest_partner-list/')) return listAnswer([partner]);
      if (isList(call, '/management/invoiceing_work-orders/')) return listAnswer(workOrders);
      if (call.method === 'POST') return post();
      return listAnswer([requestRow()]);
    };

    it('creates a request from the chosen work orders', async () => {
      const { user, calls } = renderFinanceRoute(
        <InvoiceRequestsRoute />,
        'coordinator',
        handler(() =>
          Response.json(
            { status: 201, message: 'Invoice request created.', data: requestRow() },
            { status: 201 },
          ),
        ),
      );
      expect(await screen.findByRole('grid', { name: 'Invoice requests' }, LOAD)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Review/ })).not.toBeInTheDocument();
      await user.click(await screen.findByRole('button', { name: 'Request invoice for Rao Field Services' }));
      const dialog = await screen.findByRole('dialog', { name: 'New invoice request' });
      await user.click(await within(dialog).findByRole('checkbox', { name: /WO-000041/ }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'January');
      await user.click(within(dialog).getByRole('button', { name: 'Create invoice request' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const workOrderCall = calls.find((call) => isList(call, '/management/invoiceing_work-orders/'));
      expect(workOrderCall?.query.get('partner')).toBe('7');
      const post = calls.find((call) => call.method === 'POST');
      expect(post?.path).toBe('/finance/invoice-request/');
      expect(post?.body).toEqual({ partner_id: 7, work_order_ids: [41], remarks: 'January' });
      expect((await screen.findAllByText('Invoice request created.'))[0]).toBeInTheDocument();
    });

    it('keeps every choice when the request fails (5xx, time-out text, 4xx message)', async () => {
      let post: () => Response = () => failWith(503, 'upstream down');
      const { user } = renderFinanceRoute(
        <InvoiceRequestsRoute />,
        'coordinator',
        handler(() => post()),
      );
      await user.click(
        await screen.findByRole('button', { name: 'Request invoice for Rao Field Services' }, LOAD),
      );
      const dialog = await screen.findByRole('dialog', { name: 'New invoice request' });
      await user.click(await within(dialog).findByRole('checkbox', { name: /WO-000081/ }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Remarks' }), 'Keep me');
      await user.click(within(dialog).getByRole('button', { name: 'Create invoice request' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong!');
      post = () => failWith(409, 'Work orders already in an invoice request: 81.');
      await user.click(within(dialog).getByRole('button', { name: 'Create invoice request' }));
      expect(
        await within(dialog).findByText('Work orders already in an invoice request: 81.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: /WO-000081/ })).toBeChecked();
      expect(within(dialog).getByRole('textbox', { name: 'Remarks' })).toHaveValue('Keep me');
    });

    it("shows the server's 403 message to a role the call table refuses (kci)", async () => {
      renderFinanceRoute(<InvoiceRequestsRoute />, 'kci', () =>
        failWith(403, 'You do not have permission to perform this action.'),
      );
      expect(
        (await screen.findAllByText('You do not have permission to perform this action.', {}, LOAD)).length,
      ).toBeGreaterThan(0);
      expect(screen.queryByRole('button', { name: /Request invoice/ })).not.toBeInTheDocument();
    });
  },
);

describe('/partner-invoice (finance_user): generate, download, resend, retry', { timeout: 60_000 }, () => {
  const created = requestRow({
    id: 11,
    request_number: 'IR-000011',
    status: 'approved',
    invoice_number: 'INV-000004',
    invoice_status: 'created',
    sent_count: 1,
  });
  const failed = requestRow({
    id: 19,
    request_number: 'IR-000019',
    status: 'approved',
    invoice_status: 'failed',
  });
  let downloads: string[];
  beforeEach(() => {
    downloads = [];
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/invoice');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  const handler = (generate: () => Response) => (call: FakeCall) => {
    if (call.path === '/finance/generate-partner-invoice/') return generate();
    if (call.path === '/finance/partner-invoice/resend/')
      return Response.json({
        status: 200,
        message: 'Invoice INV-000004 sent again to rao@partners.test.',
        data: created,
      });
    if (call.path === '/finance/partner-invoice/retry-create/')
      return Response.json({ status: 200, message: 'Invoice INV-000005 created.', data: failed });
    return listAnswer([created, failed]);
  };
  const csv = () =>
    new Response('Invoice number,INV-000004\r\n', {
      headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="INV-000004.csv"' },
    });

  it("generates the chosen request's invoice and saves it under the server's file name", async () => {
    const { user, calls } = renderFinanceRoute(
      <PartnerInvoiceGenerationRoute />,
      'finance_user',
      handler(csv),
    );
    const form = await screen.findByRole('form', { name: 'Generate a partner invoice' }, LOAD);
    await user.click(await within(form).findByRole('button', { name: /Approved invoice request/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining('IR-000011')]);
    await user.click(options[0]!);
    await user.click(within(form).getByRole('button', { name: 'Generate and download' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Invoice downloaded as INV-000004.csv.',
    );
    expect(downloads).toEqual(['INV-000004.csv']);
    expect(calls.find((call) => call.path === '/finance/generate-partner-invoice/')?.body).toEqual({
      invoice_request_id: 11,
    });
  });

  it('keeps the choice and shows the message when generation is refused', async () => {
    const { user } = renderFinanceRoute(
      <PartnerInvoiceGenerationRoute />,
      'finance_user',
      handler(() => failWith(409, 'Creating this invoice failed: retry the creation first.')),
    );
    const form = await screen.findByRole('form', { name: 'Generate a partner invoice' }, LOAD);
    await user.click(await within(form).findByRole('button', { name: /Approved invoice request/ }));
    await user.click((await screen.findAllByRole('option'))[0]!);
    await user.click(within(form).getByRole('button', { name: 'Generate and download' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Creating this invoice failed: retry the creation first.',
    );
    expect(within(form).getByRole('button', { name: /IR-000011/ })).toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('resends a created invoice and retries a failed one after confirmation', async () => {
    const { user, calls } = renderFinanceRoute(
      <PartnerInvoiceGenerationRoute />,
      'finance_user',
      handler(csv),
    );
    await user.click(await screen.findByRole('button', { name: 'Resend invoice INV-000004' }, LOAD));
    const resend = await screen.findByRole('alertdialog', { name: 'Resend invoice' });
    await user.click(within(resend).getByRole('button', { name: 'Resend' }));
    expect(
      (await screen.findAllByText('Invoice INV-000004 sent again to rao@partners.test.'))[0],
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry creation of IR-000019' }));
    const retry = await screen.findByRole('alertdialog', { name: 'Retry invoice creation' });
    await user.click(within(retry).getByRole('button', { name: 'Retry creation' }));
    expect((await screen.findAllByText('Invoice INV-000005 created.'))[0]).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => [call.path, call.body])).toEqual([
      ['/finance/partner-invoice/resend/', { invoice_request_id: 11 }],
      ['/finance/partner-invoice/retry-create/', { invoice_request_id: 19 }],
    ]);
  });
});

describe('/partner-invoices (coordinator)', { timeout: 60_000 }, () => {
  it('lists the partner invoices without the actions the call table keeps from the role', async () => {
    renderFinanceRoute(<PartnerInvoicesRoute />, 'coordinator', () =>
      listAnswer([
        requestRow({ status: 'approved', invoice_number: 'INV-000004', invoice_status: 'created' }),
      ]),
    );
    const table = await screen.findByRole('grid', { name: 'Partner invoices' }, LOAD);
    expect(within(table).getByText('INV-000004')).toBeInTheDocument();
    expect(within(table).getByText('Invoice created')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend|Retry|Download/ })).not.toBeInTheDocument();
  });
});

describe(
  'time-out (operations §7 "Shared HTTP behaviour": 30000 ms; shortened here)',
  { timeout: 60_000 },
  () => {
    it('keeps the review input and shows the time-out text when the PATCH never answers', async () => {
      hang('/finance/invoice-request/3/');
      const { user } = renderFinanceRoute(
        <InvoiceRequestReviewRoute />,
        'finance_user',
        () => listAnswer([requestRow()]),
        {
          timeoutMs: 300,
        },
      );
      await user.click(await screen.findByRole('button', { name: 'Review IR-000003' }, LOAD));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('radio', { name: 'Reject' }));
      await user.type(within(dialog).getByRole('textbox', { name: /^Remarks/ }), 'Late');
      await user.click(within(dialog).getByRole('button', { name: 'Save review' }));
      expect(await within(dialog).findByRole('alert', {}, LOAD)).toHaveTextContent(
        'The request timed out. Please try again.',
      );
      expect(within(dialog).getByRole('textbox', { name: /^Remarks/ })).toHaveValue('Late');
    });

    it('shows the time-out text with Retry in place of a list that never answers', async () => {
      hang('/finance/invoice-request/');
      renderFinanceRoute(<PartnerInvoicesRoute />, 'coordinator', () => listAnswer([]), { timeoutMs: 300 });
      expect(
        await screen.findByText('The request timed out. Please try again.', {}, LOAD),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    });
  },
);
