import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import type { Role } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';

const { AppProviders } = await import('../app/providers.tsx');
const { SpareManagementRoute } = await import('./SpareManagementRoute.tsx');
const { ProjectListRoute } = await import('./ProjectListRoute.tsx');
const { AnalyticsDashboardRoute } = await import('./AnalyticsDashboardRoute.tsx');
const { EscalateTasksRoute } = await import('./EscalateTasksRoute.tsx');
const { InteractionsRoute } = await import('./InteractionsRoute.tsx');
const { PincodePartnersRoute } = await import('./PincodePartnersRoute.tsx');
const { VendorDataReviewRoute } = await import('./VendorDataReviewRoute.tsx');
const { ToolsRoute } = await import('./ToolsRoute.tsx');

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response> | undefined;

const LOAD = { timeout: 10_000 };
const list = (results: unknown[], count = results.length) => Response.json({ status: 200, results, count });
const partner = {
  id: 3,
  uuid: 'p-3',
  name: 'Sharma Electricals',
  phone: '9876500003',
  city: 'Pune',
  state: 'MH',
};
const warehouse = {
  id: 1,
  code: 'WH-MUM-01',
  name: 'Andheri Hub',
  address: 'Plot 7',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400093',
  manager_name: 'Ravi Kumar',
  phone: '9876543210',
  is_active: true,
  created_at: '2026-01-01T00:00:00Z',
  spares_in_stock: 4,
};
const spare = (id: number, status: string) => ({
  id,
  part_number: `PN-${id}`,
  name: `Compressor ${id}`,
  serial_number: `SN-${id}`,
  warehouse: { id: 1, code: 'WH-MUM-01', name: 'Andheri Hub', city: 'Mumbai' },
  project_id: 1,
  ticket_id: `TKT-${id}`,
  status,
  courier: 'Blue Dart',
  docket_number: `DK-${id}`,
  shipped_at: '2026-01-02T00:00:00Z',
  delivered_at: '2026-01-04T00:00:00Z',
  returned_at: null,
  return_reason: null,
  doa_reason: status === 'doa' ? 'Dead on power-up' : null,
  created_at: '2026-01-01T00:00:00Z',
});

let location = '';
function LocationSpy() {
  const current = useLocation();
  location = `${current.pathname}${current.search}`;
  return null;
}

function renderRoute(Route: ComponentType, url: string, handler: Handler, role: Role = 'project_manager') {
  storage.set('token', 'test-token');
  storage.set('user_role', role);
  const calls: { method: string; url: URL; body: unknown }[] = [];
  const fakeFetch = vi.fn(async (input: string, init: RequestInit = {}) => {
    const parsed = new URL(input);
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method: init.method ?? 'GET', url: parsed, body });
    return (await handler(parsed, init)) ?? Response.json({ message: 'Not found.' }, { status: 404 });
  });
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => storage.get('token'),
    fetch: fakeFetch,
  });
  render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle: null, layoutType: null }}
    >
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <ApiProvider client={client}>
          <MemoryRouter initialEntries={[url]}>
            <Route />
            <LocationSpy />
          </MemoryRouter>
        </ApiProvider>
      </SWRConfig>
    </AppProviders>,
  );
  return { calls, user: userEvent.setup() };
}

/** The list's failure alert (not the toast region) once it shows `text`. */
async function findListAlert(text: string): Promise<HTMLElement> {
  const alert = await screen.findByText(
    (_content, element) =>
      element?.getAttribute('role') === 'alert' && element.textContent?.includes(text) === true,
    {},
    LOAD,
  );
  expect(alert).toHaveTextContent('The list could not be loaded.');
  return alert;
}

afterEach(() => {
  storage.clear?.();
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('/spare-management (operations §7 warehouse, spares-track, get-track-detail, return-spare, spares-doa)', () => {
  const handler: Handler = (url, init) => {
    if (url.pathname === '/management/warehouse/' && init.method === 'POST') {
      return Response.json(
        { status: 409, message: 'A warehouse with this code already exists.' },
        { status: 409 },
      );
    }
    if (url.pathname === '/management/warehouse/') return list([warehouse], 41);
    if (url.pathname === '/management/spares-track/')
      return list([spare(7, 'delivered'), spare(8, 'in_transit')]);
    if (url.pathname === '/management/spares-doa/') return list([spare(9, 'doa')]);
    if (url.pathname === '/management/get-track-detail/')
      return Response.json({
        status: 200,
        data: {
          ...spare(7, 'delivered'),
          events: [{ status: 'delivered', location: 'Pune', note: 'Signed', at: '2026-01-04T10:00:00Z' }],
        },
      });
    if (url.pathname === '/management/return-spare/')
      return Response.json({ status: 200, message: 'Spare return recorded.', data: spare(7, 'returned') });
    return undefined;
  };

  it('reads the three lists with the URL state and pages the warehouses into the URL', async () => {
    const { calls, user } = renderRoute(
      SpareManagementRoute,
      '/spare-management?sp_status=delivered&wh_search=hub',
      handler,
    );
    const warehouses = await screen.findByRole('grid', { name: 'Warehouses' }, LOAD);
    expect(await within(warehouses).findByRole('rowheader', { name: 'Andheri Hub' }, LOAD)).toBeVisible();
    const track = calls.find((call) => call.url.pathname === '/management/spares-track/')!;
    expect(track.method).toBe('POST');
    expect(track.url.searchParams.get('status')).toBe('delivered');
    expect(track.url.searchParams.get('ordering')).toBe('-created_at');
    const wh = calls.find((call) => call.url.pathname === '/management/warehouse/')!;
    expect(wh.url.searchParams.get('search')).toBe('hub');
    const nav = screen.getAllByRole('navigation', { name: 'Pagination' })[0]!;
    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location).toContain('wh_page=2'));
    await waitFor(() =>
      expect(
        calls.some(
          (call) =>
            call.url.pathname === '/management/warehouse/' && call.url.searchParams.get('page') === '2',
        ),
      ).toBe(true),
    );
  });

  it('keeps what was typed when creating a warehouse fails, with the server message', async () => {
    const { calls, user } = renderRoute(SpareManagementRoute, '/spare-management', handler);
    await user.click(await screen.findByRole('button', { name: 'Add warehouse' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: 'Add warehouse' });
    const values: Record<string, string> = {
      Code: 'WH-MUM-01',
      Name: 'Second Hub',
      Address: 'Plot 9, MIDC',
      City: 'Mumbai',
      State: 'Maharashtra',
      Pincode: '400093',
      'Manager name': 'Asha Rao',
      Phone: '9876543211',
    };
    for (const [label, value] of Object.entries(values)) {
      await user.click(within(dialog).getByRole('textbox', { name: new RegExp(`^${label}`) }));
      await user.paste(value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Create warehouse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A warehouse with this code already exists.',
    );
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Second Hub');
    expect(
      calls.find((call) => call.method === 'POST' && call.url.pathname === '/management/warehouse/')?.body,
    ).toMatchObject({
      code: 'WH-MUM-01',
      manager_name: 'Asha Rao',
    });
  }, 60_000);

  it('returns a delivered spare with a reason and shows its tracking', async () => {
    const { calls, user } = renderRoute(SpareManagementRoute, '/spare-management', handler);
    await user.click(await screen.findByRole('button', { name: 'Track Compressor 7 SN-7' }, LOAD));
    const tracking = await screen.findByRole('dialog', { name: 'Tracking of Compressor 7' });
    expect(await within(tracking).findByText('Blue Dart')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Return Compressor 8 SN-8' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Return Compressor 7 SN-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Compressor 7' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Customer cancelled');
    await user.click(within(dialog).getByRole('button', { name: 'Record return' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Return Compressor 7' })).not.toBeInTheDocument(),
    );
    expect(calls.find((call) => call.url.pathname === '/management/return-spare/')?.body).toEqual({
      spare_id: 7,
      reason: 'Customer cancelled',
    });
  }, 60_000);

  it('hides the write actions from a role that may not call them and shows the 403 message', async () => {
    renderRoute(
      SpareManagementRoute,
      '/spare-management',
      () => Response.json({ message: 'You do not have permission to perform this action.' }, { status: 403 }),
      'kci',
    );
    await waitFor(
      () =>
        expect(
          screen
            .getAllByRole('alert')
            .filter((alert) =>
              alert.textContent?.includes('You do not have permission to perform this action.'),
            ),
        ).toHaveLength(3),
      LOAD,
    );
    expect(screen.queryByRole('button', { name: 'Add warehouse' })).not.toBeInTheDocument();
  });
});

describe('list failure paths (operations §8 "Shared HTTP")', () => {
  it('shows no server text for a 5xx, and Retry loads again', async () => {
    let fail = true;
    const { user } = renderRoute(ProjectListRoute, '/project-list', (url) => {
      if (url.pathname !== '/management/projects/') return undefined;
      if (fail) return Response.json({ message: 'stack trace' }, { status: 503 });
      return list([
        {
          id: 1,
          code: 'PRJ-1',
          name: 'Metro AC rollout',
          client_name: 'Acme',
          city: 'Pune',
          state: 'MH',
          status: 'active',
          start_date: '2026-01-01',
          end_date: null,
          open_tasks: 3,
          open_escalations: 1,
        },
      ]);
    });
    const alert = await findListAlert('Something went wrong!');
    expect(alert).not.toHaveTextContent('stack trace');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Metro AC rollout' }, LOAD)).toBeVisible();
  });

  it('shows the offline text when the network fails', async () => {
    renderRoute(InteractionsRoute, '/interactions', () => {
      throw new TypeError('Failed to fetch');
    });
    await findListAlert('Network Unavailable, Please check your internet connection.');
  });

  it('says Invalid Credentials! on 401', async () => {
    renderRoute(EscalateTasksRoute, '/escalate-tasks', () =>
      Response.json({ message: 'Invalid token.' }, { status: 401 }),
    );
    await findListAlert('Invalid Credentials!');
  });
});

describe('other management screens', () => {
  it('/escalate-tasks reads tickets_data and count.total_records and sends the filters', async () => {
    const { calls } = renderRoute(
      EscalateTasksRoute,
      '/escalate-tasks?priority=critical&ordering=priority',
      (url) =>
        url.pathname === '/management/escalation-tasks/'
          ? Response.json({
              status: 200,
              tickets_data: [
                {
                  id: 1,
                  ticket_id: 'TKT-270000',
                  project: { id: 1, code: 'P', name: 'Metro' },
                  customer_name: 'Anil',
                  city: 'Pune',
                  reason: 'Late',
                  priority: 'critical',
                  status: 'open',
                  escalated_at: '2026-01-01T00:00:00Z',
                },
              ],
              count: { total_records: 1 },
            })
          : undefined,
    );
    expect(await screen.findByRole('rowheader', { name: 'TKT-270000' }, LOAD)).toBeVisible();
    expect(screen.getByText('1 result')).toBeVisible();
    const call = calls.find((c) => c.url.pathname === '/management/escalation-tasks/')!;
    expect(Object.fromEntries(call.url.searchParams)).toMatchObject({
      priority: 'critical',
      ordering: 'priority',
      page: '1',
    });
    expect(screen.getByRole('columnheader', { name: 'Priority' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('/project-list sends typed search text and keeps it in the URL', async () => {
    const { calls, user } = renderRoute(ProjectListRoute, '/project-list', (url) =>
      url.pathname === '/management/projects/' ? list([]) : undefined,
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }, LOAD), 'metro');
    await waitFor(() => expect(location).toContain('search=metro'), LOAD);
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('search') === 'metro')).toBe(true),
    );
    expect(await screen.findByText('No matches')).toBeVisible();
  });

  it('/analytics-dashboard shows the summary', async () => {
    renderRoute(AnalyticsDashboardRoute, '/analytics-dashboard', (url) =>
      url.pathname === '/management/dashboard-analytics/'
        ? Response.json({
            status: 200,
            data: {
              projects: { total: 8, active: 5, on_hold: 2, closed: 1 },
              tasks: { open: 45, closed: 15, overdue: 12 },
              spares: { in_stock: 1, in_transit: 2, delivered: 3, returned: 4, doa: 5 },
              escalations: { open: 4, by_priority: { low: 1, medium: 1, high: 1, critical: 1 } },
              invoice_requests: {
                pending: { count: 1, amount: 100 },
                approved: { count: 0, amount: 0 },
                rejected: { count: 0, amount: 0 },
              },
              uninvoiced_work_orders: { count: 9, amount: 900 },
            },
          })
        : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Work orders not yet invoiced' }, LOAD)).toBeVisible();
    expect(screen.getByText('Overdue').nextSibling).toHaveTextContent('12');
  });

  it('/pincode-partners asks for a pincode first, then lists and requests a removal', async () => {
    const { calls, user } = renderRoute(
      PincodePartnersRoute,
      '/pincode-partners',
      (url, init) => {
        if (url.pathname === '/management/assign-pin-partner/')
          return Response.json({
            status: 200,
            pin: url.searchParams.get('pin'),
            results: [
              { ...partner, email: 'a@b.in', pincode: '411001', status: 'active', pincodes: ['411001'] },
            ],
            count: 1,
          });
        if (url.pathname === '/partner/partner-remove-request/' && init.method === 'POST')
          return Response.json({ status: 404, message: 'Partner not found.' }, { status: 404 });
        return undefined;
      },
      'admin',
    );
    expect(
      (await screen.findAllByText('Enter a 6-digit pincode to see the partners serving it.', {}, LOAD))
        .length,
    ).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '411001');
    expect(await screen.findByRole('rowheader', { name: 'Sharma Electricals' }, LOAD)).toBeVisible();
    expect(location).toContain('pin=411001');
    await user.click(screen.getByRole('button', { name: 'Request removal Sharma Electricals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request removal of Sharma Electricals' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Stopped taking calls');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Partner not found.');
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveValue('Stopped taking calls');
  }, 60_000);

  it('/vendor-data-review approves after confirming and rejects with remarks', async () => {
    const row = {
      id: 5,
      partner,
      collection_name: 'GST details',
      data: { gstin: '27ABCDE1234F1Z5' },
      status: 'pending',
      remarks: '',
      submitted_at: '2026-01-01T00:00:00Z',
      reviewed_at: null,
    };
    const { calls, user } = renderRoute(
      VendorDataReviewRoute,
      '/vendor-data-review?status=pending',
      (url) => {
        if (url.pathname === '/partner/vendor-data-response/') return list([row]);
        if (url.pathname === '/partner/vendor-data-approve/')
          return Response.json({
            status: 200,
            message: 'Partner data approved.',
            data: { id: 5, status: 'approved', remarks: '', reviewed_at: 'x' },
          });
        return undefined;
      },
      'admin',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Approve Sharma Electricals GST details' }, LOAD),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve partner data' });
    expect(confirm).toHaveTextContent('Approve the GST details data of Sharma Electricals?');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/partner/vendor-data-approve/')).toBe(true),
    );
    expect(calls.find((c) => c.url.pathname === '/partner/vendor-data-approve/')?.body).toEqual({
      id: 5,
      action: 'approve',
    });
    await user.click(screen.getByRole('button', { name: 'Reject Sharma Electricals GST details' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject the data of Sharma Electricals' });
    await user.type(within(reject).getByRole('textbox', { name: /Remarks/ }), 'GSTIN does not match');
    await user.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === '/partner/vendor-data-approve/')).toHaveLength(2),
    );
    expect(calls.filter((c) => c.url.pathname === '/partner/vendor-data-approve/')[1]?.body).toEqual({
      id: 5,
      action: 'reject',
      remarks: 'GSTIN does not match',
    });
  }, 60_000);

  it('/tools lists SOW subtype actions and adds one', async () => {
    const { calls, user } = renderRoute(ToolsRoute, '/tools', (url, init) => {
      if (url.pathname === '/management/get-sowsubtype-action/')
        return list([
          {
            id: 1,
            project: { id: 1, code: 'PRJ-1', name: 'Metro' },
            sowsubtype: 'Installation',
            action: 'auto_close',
            created_at: '2026-01-01T00:00:00Z',
          },
        ]);
      if (url.pathname === '/management/projects/') return list([{ id: 1, code: 'PRJ-1', name: 'Metro' }]);
      if (url.pathname === '/management/add-sowsubtype-action/' && init.method === 'POST')
        return Response.json(
          { status: 201, message: 'SOW subtype action added.', data: {} },
          { status: 201 },
        );
      return undefined;
    });
    expect(await screen.findByRole('rowheader', { name: 'Installation' }, LOAD)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add action' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add action' });
    await user.click(within(dialog).getByRole('button', { name: /Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Metro (PRJ-1)' }));
    await user.type(within(dialog).getByRole('textbox', { name: /SOW subtype/ }), 'Repair');
    await user.click(within(dialog).getByRole('button', { name: /Action/ }));
    await user.click(await screen.findByRole('option', { name: 'Notify client' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save action' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/management/add-sowsubtype-action/')?.body).toEqual({
        project_id: 1,
        sowsubtype: 'Repair',
        action: 'notify_client',
      }),
    );
  }, 60_000);
});
