import { createApiClient } from '@partner-portal/api';
import { ApiProvider } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { publishChatUnread, resetChatUnread } from '@partner-portal/chat';
import { DEFAULT_COLOR_SCHEME } from '@partner-portal/ui/theme';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchPath, MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CurrentPath, signInAs } from '../testing/session.tsx';

// Vite defines the app version at build time (vite.config.ts `define`); the test build does not.

const { AppProviders } = await import('../app/providers.tsx');
const { AppRoutes, AriaRouting } = await import('../app/router.tsx');
const { toastQueue } = await import('../lib/services.ts');
const { ROUTES } = await import('../config/routes.ts');
const { routeModuleLoader } = await import('../app/routeModules.ts');

/** Every page these tests open or follow a link to. */
const VISITED = [
  '/ticket-list',
  '/tasks',
  '/finance',
  '/qc-ticket-list',
  '/ticket-details/t-7',
  '/escalate-tasks',
  '/to-do',
];

// The shell and the route modules are lazy chunks: loaded once here, so that each test waits only
// on its data. Left to the first test that renders them, their first import (many seconds on a
// busy 2-core machine) ran inside that test's waits and failed it under load.
beforeAll(async () => {
  const modules = new Set(
    VISITED.map((url) => ROUTES.find((route) => matchPath(route.path, url))?.module ?? 'NotFoundRoute'),
  );
  await Promise.all([
    import('./AuthenticatedLayout.tsx'),
    ...[...modules].map((name) => routeModuleLoader(name)()),
  ]);
}, 120_000);

/** Today's attendance on the fake server, changed by punches. */
interface FakeServer {
  started: string | null;
  ended: string | null;
  failPunch: boolean;
  servedVersion: string;
  taskCount: number;
  /** The logged-in user's full name ('' when the user has none). */
  fullname: string;
  /** POST /partner/logout/ answers 500. */
  failLogout: boolean;
  /** Unread notifications (GET /management/notifications/); 'fail' answers 500. */
  unread: number | 'fail';
  /** GET /partner/login-user-info/ answers 500. */
  failUserInfo: boolean;
  calls: string[];
}

function createServer(overrides: Partial<FakeServer> = {}): FakeServer {
  return {
    started: null,
    ended: null,
    failPunch: false,
    servedVersion: '1.3.1',
    taskCount: 4,
    fullname: 'Test User',
    failLogout: false,
    unread: 0,
    failUserInfo: false,
    calls: [],
    ...overrides,
  };
}

function fakeFetchFor(server: FakeServer) {
  const attendance = () => ({
    status: 200,
    is_active: server.started !== null && server.ended === null,
    started_time: server.started,
    ended_time: server.ended,
    average_start_time: null,
    average_ended_time: null,
  });
  return vi.fn(async (input: string, init: RequestInit) => {
    const { pathname } = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    server.calls.push(`${method} ${pathname}`);
    if (pathname === '/meta.json') return Response.json({ version: server.servedVersion });
    if (pathname.endsWith('/partner/login-user-info/')) {
      if (server.failUserInfo) return Response.json({ status: 500, message: 'down' }, { status: 500 });
      return Response.json({
        status: 200,
        LogedInUserInfo: {
          fullname: server.fullname,
          email: 'test@demo.test',
          uuid: 'u-1',
          phone: '9999999999',
          status: 'active',
          all_roles: [],
        },
      });
    }
    if (pathname.endsWith('/partner/logout/')) {
      if (server.failLogout) return Response.json({ status: 500, message: 'down' }, { status: 500 });
      return Response.json({ status: 200, message: 'Logged out' });
    }
    if (pathname.endsWith('/management/notifications/')) {
      if (server.unread === 'fail') return Response.json({ message: 'down' }, { status: 500 });
      return Response.json({
        unread_count: server.unread,
        read_at: null,
        results: [
          {
            id: 7,
            ticket_id: 't-7',
            ticket_number: 'TKT-300007',
            action: 'escalate',
            actor_name: 'Priya Kulkarni',
            new_value: null,
            note: null,
            at: '2026-11-25T08:30:00Z',
            unread: server.unread > 0,
          },
        ],
      });
    }
    if (pathname.endsWith('/management/get-whatsapp-users-list/')) {
      return Response.json({
        status: 200,
        data: [
          {
            session_id: 's-1',
            partner_chat_id: 1,
            last_message: {
              messagetext: 'Is the engineer coming today? The office closes at six in the evening.',
            },
            last_message_time: '2026-11-25T08:40:00Z',
            unread_count: 2,
            receiver_name: 'Kavya Nair',
            receiver_id: null,
            receiver_phone: '919812345678',
          },
          {
            session_id: 's-2',
            partner_chat_id: 2,
            last_message: { messagetext: 'Thanks' },
            last_message_time: '2026-11-24T08:40:00Z',
            unread_count: 0,
            receiver_name: 'Ravi Kumar',
            receiver_id: null,
            receiver_phone: '919812345679',
          },
        ],
      });
    }
    if (pathname.endsWith('/management/notifications/read/')) {
      server.unread = 0;
      return Response.json({ read_at: '2026-11-25T09:00:00Z' });
    }
    if (pathname.endsWith('/finance/task-count/'))
      return Response.json({ status: 200, task_count: server.taskCount });
    if (pathname.endsWith('/partner/partner-active-time/')) {
      if (method === 'GET') return Response.json(attendance());
      if (server.failPunch) return Response.json({ status: 500, message: 'down' }, { status: 500 });
      const body = JSON.parse(String(init.body)) as { is_active?: true; is_ended?: true };
      if (body.is_active) server.started = new Date(Date.now() - 90 * 60_000).toISOString();
      if (body.is_ended) server.ended = new Date().toISOString();
      return Response.json({ ...attendance(), message: 'ok' });
    }
    return Response.json({ status: 200 });
  });
}

function renderAt(url: string, server: FakeServer, navStyle: string | null = null) {
  const client = createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => storage.get('token'),
    fetch: fakeFetchFor(server),
  });
  return render(
    <AppProviders
      initialLocale="en"
      initialMessages={{}}
      appearance={{ themeType: 'lite', colorScheme: DEFAULT_COLOR_SCHEME, navStyle, layoutType: null }}
    >
      <ApiProvider client={client}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <MemoryRouter initialEntries={[url]}>
            <AriaRouting>
              <AppRoutes />
              <CurrentPath />
            </AriaRouting>
          </MemoryRouter>
        </SWRConfig>
      </ApiProvider>
    </AppProviders>,
  );
}

/** Lazily loaded modules may take a while on a busy machine. */
const LOAD = { timeout: 10_000 };
const mainMenu = async () => within(await screen.findByRole('navigation', { name: 'Main menu' }, LOAD));

afterEach(() => {
  resetChatUnread();
  vi.restoreAllMocks();
  // The app's toast queue outlives a test: empty it.
  for (const toast of toastQueue.getSnapshot()) toastQueue.dismiss(toast.id);
});

describe('AuthenticatedLayout: notifications (issue 20)', () => {
  it('shows staff the ticket notifications: count, sentence, link; opening marks them read', async () => {
    signInAs('coordinator', 'pmt');
    const server = createServer({ unread: 3 });
    renderAt('/ticket-list', server);
    const user = userEvent.setup({ delay: null });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 new' }, LOAD);
    await user.click(bell);
    const dialog = within(await screen.findByRole('dialog', { name: 'Notifications' }));
    expect(await dialog.findByRole('link', { name: 'TKT-300007' })).toHaveAttribute(
      'href',
      '/ticket-details/t-7',
    );
    expect(dialog.getByText(/Priya Kulkarni escalated/)).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain('POST /management/notifications/read/'), LOAD);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Notifications' }, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('link', { name: 'TKT-300007' }),
    );
    // The ticket's route module loads on the click: as long as the other loads of this file.
    await waitFor(
      () =>
        expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/ticket-details/t-7'),
      LOAD,
    );
  });

  it('says so in the list when the notifications cannot be loaded', async () => {
    signInAs('coordinator', 'pmt');
    renderAt('/ticket-list', createServer({ unread: 'fail' }));
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Notifications' }, LOAD));
    expect(await within(screen.getByRole('dialog')).findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Notifications could not be loaded.',
    );
  });

  it('shows WhatsApp conversations with unread messages in the message envelope, each a link to it', async () => {
    signInAs('project_manager', 'pmt');
    renderAt('/ticket-list', createServer());
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 new' }, LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Messages' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(1);
    expect(dialog.getByText('Is the engineer coming today? The office…')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Kavya Nair' })).toHaveAttribute(
      'href',
      '/whatsapp-msg?session=s-1',
    );
  });

  it('adds internal chat conversations with unread messages, from the last known chat counts, linked to /chat', async () => {
    publishChatUnread({
      peers: [
        {
          jid: 'u-9@chat.test',
          name: 'Arjun Mehta',
          unread: 1,
          lastText: 'Can you take TKT-300007 today?',
          lastAt: '2026-11-25T09:00:00Z',
        },
      ],
      total: 1,
    });
    signInAs('project_manager', 'pmt');
    const server = createServer();
    renderAt('/ticket-list', server);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Messages, 3 new' }, LOAD));
    const dialog = within(screen.getByRole('dialog', { name: 'Messages' }));
    expect(dialog.getAllByRole('listitem')).toHaveLength(2);
    expect(dialog.getByRole('link', { name: 'Arjun Mehta' })).toHaveAttribute('href', '/chat');
    expect(dialog.getByText('Internal chat · Can you take TKT-300007 today?')).toBeInTheDocument();
    // The header never connects to chat: no credentials call outside /chat.
    expect(server.calls.some((call) => call.includes('chat-credentials'))).toBe(false);
  });

  it('gives chat users without WhatsApp the envelope with internal chat only, and no WhatsApp call', async () => {
    publishChatUnread({ peers: [{ jid: 'u-4@chat.test', unread: 2 }], total: 2 });
    signInAs('coordinator', 'pmt');
    const server = createServer();
    renderAt('/ticket-list', server);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Messages, 2 new' }, LOAD));
    expect(
      within(screen.getByRole('dialog', { name: 'Messages' })).getByRole('link', { name: 'u-4' }),
    ).toBeVisible();
    expect(server.calls).not.toContain('GET /management/get-whatsapp-users-list/');
  });

  it('gives roles without ticket access no bell and no call', async () => {
    signInAs('finance_user', 'fc');
    const server = createServer();
    renderAt('/finance', server);
    await mainMenu();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
    expect(server.calls).not.toContain('GET /management/notifications/');
    expect(screen.queryByRole('button', { name: /^Messages/ })).not.toBeInTheDocument();
  });
});

describe('AuthenticatedLayout: header search and announcement (issue 20)', () => {
  it("searches the role's records from the header and opens a page by its title", async () => {
    signInAs('coordinator', 'pmt');
    renderAt('/tasks', createServer());
    const user = userEvent.setup({ delay: null });
    const header = within(await screen.findByRole('search', {}, LOAD));
    await user.type(header.getByRole('searchbox', { name: 'Search' }), 'TKT-300010{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(
        '/ticket-list?search=TKT-300010',
      ),
    );
    await user.selectOptions(header.getByRole('combobox', { name: 'Search in' }), 'apps');
    await user.clear(header.getByRole('searchbox', { name: 'Search' }));
    await user.type(header.getByRole('searchbox', { name: 'Search' }), 'escalate tasks{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/escalate-tasks'),
    );
  });

  it('says so when nothing of the user matches', async () => {
    signInAs('finance_user', 'fc');
    renderAt('/finance', createServer());
    const user = userEvent.setup({ delay: null });
    const header = within(await screen.findByRole('search', {}, LOAD));
    await user.type(header.getByRole('searchbox', { name: 'Search' }), 'zebra{Enter}');
    expect((await screen.findAllByText('No page or record of yours matches “zebra”.'))[0]).toBeVisible();
  });

  it('shows the announcement until it is dismissed, then not again on this device', async () => {
    signInAs('coordinator', 'pmt');
    const first = renderAt('/tasks', createServer());
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByText('A new version will be released on December 25th. Stay tuned!', {}, LOAD),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText(/A new version will be released/)).not.toBeInTheDocument();
    first.unmount();
    renderAt('/tasks', createServer());
    await screen.findByRole('search', {}, LOAD);
    expect(screen.queryByText(/A new version will be released/)).not.toBeInTheDocument();
  });
});

describe('AuthenticatedLayout: menus', () => {
  it("shows a coordinator the operations menu's coordinator entries, grouped on the horizontal bar", async () => {
    signInAs('coordinator', 'pmt');
    renderAt('/ticket-list', createServer());
    const user = userEvent.setup({ delay: null });
    const menu = await mainMenu();
    expect(menu.getByRole('link', { name: 'Coordinator Dashboard' })).toBeInTheDocument();
    expect(menu.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Projects',
      'Tickets',
      'Tasks',
      'Invoices',
      'Resources',
      'Communication',
    ]);
    // The group of the current page is marked; in its menu the page's item has aria-current.
    const tickets = menu.getByRole('button', { name: 'Tickets' });
    expect(tickets).toHaveAttribute('data-current');
    expect(menu.getByRole('button', { name: 'Tasks' })).not.toHaveAttribute('data-current');
    await user.click(tickets);
    const ticketsMenu = within(screen.getByRole('menu', { name: 'Tickets' }));
    expect(ticketsMenu.getByRole('menuitem', { name: 'Ticket List' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(ticketsMenu.getByRole('menuitem', { name: 'Auto Allocate' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(menu.getByRole('button', { name: 'Tasks' }));
    const tasksMenu = within(screen.getByRole('menu', { name: 'Tasks' }));
    for (const label of ['Escalate Tasks', 'To-Do', 'Create KCI']) {
      expect(tasksMenu.getByRole('menuitem', { name: label })).toBeInTheDocument();
    }
    await user.click(tasksMenu.getByRole('menuitem', { name: 'To-Do' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/to-do'),
    );
    // Not the finance or partner-network menus.
    expect(menu.queryByRole('link', { name: 'Verify KYC' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Records' })).not.toBeInTheDocument();
    // Outside production (the test page's host is localhost: 'local') the bar has the non-production style.
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toHaveAttribute('data-non-production');
  });

  it('shows a finance user the finance menu with the Actions badge from the task count', async () => {
    signInAs('finance_user', 'fc');
    const server = createServer({ taskCount: 4 });
    renderAt('/finance', server);
    const menu = await mainMenu();
    expect(menu.getByRole('link', { name: 'Verify KYC' })).toHaveAttribute('aria-current', 'page');
    expect(await menu.findByRole('link', { name: 'Actions 4 pending' }, LOAD)).toHaveAttribute(
      'href',
      '/actions',
    );
    expect(server.calls).toContain('GET /finance/task-count/');
    expect(menu.queryByRole('link', { name: 'Ticket List' })).not.toBeInTheDocument();
  });

  it('stores the user info and the task count once they arrive (operations §3 local storage keys)', async () => {
    signInAs('finance_user', 'fc');
    expect(localStorage.getItem('user_phone')).toBeNull();
    expect(localStorage.getItem('task_count')).toBeNull();
    renderAt('/finance', createServer({ taskCount: 4, fullname: 'Asha Rao' }));
    await waitFor(() => expect(localStorage.getItem('task_count')).toBe('4'), LOAD);
    await waitFor(() => expect(localStorage.getItem('user_phone')).toBe('9999999999'), LOAD);
    expect(localStorage.getItem('user_full_name')).toBe('Asha Rao');
    expect(localStorage.getItem('user_email_id')).toBe('test@demo.test');
  });

  it('does not fetch a badge count the menu does not show', async () => {
    signInAs('qc', 'pmt');
    const server = createServer();
    renderAt('/qc-ticket-list', server);
    const menu = await mainMenu();
    expect(menu.getByRole('link', { name: 'QC Tasks' })).toBeInTheDocument();
    await waitFor(() => expect(server.calls).toContain('GET /partner/login-user-info/'));
    expect(server.calls.some((call) => call.includes('task-count') || call.includes('escalation'))).toBe(
      false,
    );
  });

  it('uses the remembered navigation style over the role variant (sidebar with a toggle)', async () => {
    signInAs('coordinator', 'pmt');
    renderAt('/ticket-list', createServer(), 'vertical');
    await mainMenu();
    expect(screen.getByRole('button', { name: 'Toggle navigation' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

describe('AuthenticatedLayout: attendance', () => {
  it('punches in and out through the dialog with success toasts', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('coordinator', 'pmt');
    const server = createServer();
    renderAt('/ticket-list', server);
    await user.click(await screen.findByRole('button', { name: 'Punch In/Out' }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Attendance' }));
    await user.click(await dialog.findByRole('button', { name: 'Punch In' }, LOAD));
    // The toast (announced in the polite live region and shown in the stack).
    expect(await screen.findAllByText('Punch In Successfully!', {}, LOAD)).not.toHaveLength(0);
    expect(server.calls).toContain('POST /partner/partner-active-time/');
    expect(await dialog.findByText('1 hour 30 minutes')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Punch Out' }));
    expect(await screen.findAllByText('Punch Out Successfully!', {}, LOAD)).not.toHaveLength(0);
    expect(await dialog.findByText('You have punched out for today.')).toBeInTheDocument();
  });

  it("shows 'Error Punch In!' in the dialog when the punch fails", async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('coordinator', 'pmt');
    renderAt('/ticket-list', createServer({ failPunch: true }));
    await user.click(await screen.findByRole('button', { name: 'Punch In/Out' }, LOAD));
    const dialog = within(await screen.findByRole('dialog', { name: 'Attendance' }));
    await user.click(await dialog.findByRole('button', { name: 'Punch In' }, LOAD));
    expect(await dialog.findByText('Error Punch In!')).toBeInTheDocument();
    expect(screen.queryByText('Punch In Successfully!')).not.toBeInTheDocument();
  });
});

describe('AuthenticatedLayout: update check', () => {
  it('asks to reload when the served version is newer and not acknowledged', async () => {
    signInAs('coordinator', 'pmt');
    renderAt('/ticket-list', createServer({ servedVersion: '1.4.0' }));
    const prompt = await screen.findByRole('alertdialog', { name: 'A new version is available' }, LOAD);
    expect(within(prompt).getByText('Reload to use version 1.4.0.')).toBeInTheDocument();
  });

  it('does not ask when the served version is already acknowledged', async () => {
    signInAs('coordinator', 'pmt');
    storage.set('acknowledgedVersion', '1.4.0');
    const server = createServer({ servedVersion: '1.4.0' });
    renderAt('/ticket-list', server);
    await mainMenu();
    await waitFor(() => expect(server.calls).toContain('GET /meta.json'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('does not ask when the served version is the running one', async () => {
    signInAs('coordinator', 'pmt');
    const server = createServer({ servedVersion: '1.3.1' });
    renderAt('/ticket-list', server);
    await mainMenu();
    await waitFor(() => expect(server.calls).toContain('GET /meta.json'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});

describe('AuthenticatedLayout: user menu (access §2 User menu and sidebar shell)', () => {
  it('shows the full name on the avatar button', async () => {
    signInAs('coordinator', 'pmt');
    renderAt('/ticket-list', createServer());
    expect(await screen.findByRole('button', { name: 'Test User' }, LOAD)).toBeInTheDocument();
  });

  it('shows the e-mail when the user has no full name', async () => {
    signInAs('coordinator', 'pmt');
    const server = createServer({ fullname: '' });
    renderAt('/ticket-list', server);
    // "The avatar shows the full name, or the e-mail when no name exists."
    const button = await screen.findByRole('button', { name: 'test@demo.test' }, LOAD);
    expect(button).toHaveTextContent('test@demo.test');
    expect(server.calls).toContain('GET /partner/login-user-info/');
    expect(screen.queryByRole('button', { name: 'Test User' })).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong ! please try again.' when the user info fails (not 401), keeps the session, and retries", async () => {
    signInAs('coordinator', 'pmt');
    const server = createServer({ failUserInfo: true });
    renderAt('/ticket-list', server);
    // Access §8: other failures show the message; no sign-out.
    const alert = await screen.findByText('Something went wrong ! please try again.', {}, LOAD);
    expect(storage.get('token')).not.toBeNull();
    expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent('/ticket-list');
    server.failUserInfo = false;
    await userEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('button', { name: 'Test User' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong ! please try again.')).not.toBeInTheDocument();
  });

  it('Logout revokes the token on the server, clears storage and goes to /portals', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('coordinator', 'pmt');
    const server = createServer();
    renderAt('/ticket-list', server);
    await user.click(await screen.findByRole('button', { name: 'Test User' }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/portals$/),
      LOAD,
    );
    expect(server.calls).toContain('POST /partner/logout/');
    expect(storage.get('token')).toBeNull();
    expect(storage.get('user_role')).toBeNull();
  });

  it('Logout still clears storage and goes to /portals when the logout call fails', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('coordinator', 'pmt');
    const server = createServer({ failLogout: true });
    renderAt('/ticket-list', server);
    await user.click(await screen.findByRole('button', { name: 'Test User' }, LOAD));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(
      () => expect(screen.getByRole('status', { name: 'Current path' })).toHaveTextContent(/^\/portals$/),
      LOAD,
    );
    expect(server.calls).toContain('POST /partner/logout/');
    expect(storage.get('token')).toBeNull();
    expect(storage.get('uuid')).toBeNull();
  });
});
