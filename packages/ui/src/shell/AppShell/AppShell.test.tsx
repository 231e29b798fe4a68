import { act, screen, waitFor, within } from '@testing-library/react';
import { financeMenu } from '../navFixtures';
import { renderUi } from '../../test/render';
import { AppShell, MOBILE_QUERY, type AppShellProps } from './AppShell';

const props: AppShellProps = {
  title: 'Dashboard',
  userLabel: 'Asha Rao',
  onLogout: () => {},
  version: '1.3.1',
  year: 2025,
};

describe('AppShell', () => {
  it('has banner, main with one h1, contentinfo and a home link', () => {
    renderUi(<AppShell {...props}>content</AppShell>);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Partner Portal. All rights reserved.');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('v1.3.1');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Partner Portal' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('skip link moves focus to main', async () => {
    const { user } = renderUi(<AppShell {...props}>content</AppShell>);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('user menu lists Switch Portal and Logout when switching is possible', async () => {
    const onSwitchPortal = vi.fn();
    const onLogout = vi.fn();
    const { user } = renderUi(<AppShell {...props} onLogout={onLogout} onSwitchPortal={onSwitchPortal} />);
    const trigger = screen.getByRole('button', { name: 'Asha Rao' });
    expect(trigger).toHaveTextContent('AR');
    await user.click(trigger);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Switch Portal', 'Logout']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Switch Portal' }));
    expect(onSwitchPortal).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it("user menu offers 'Security' before Logout when onSecurity is given (issue 23)", async () => {
    const onSecurity = vi.fn();
    const { user } = renderUi(<AppShell {...props} userLabel="Asha Rao" onSecurity={onSecurity} />);
    act(() => screen.getByRole('button', { name: 'Asha Rao' }).focus());
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Security', 'Logout']);
    await user.keyboard('{Enter}');
    expect(onSecurity).toHaveBeenCalledTimes(1);
  });

  it('user menu has only Logout without onSwitchPortal, and works from the keyboard', async () => {
    const onLogout = vi.fn();
    const { user } = renderUi(<AppShell {...props} userLabel="jane.doe@example.com" onLogout={onLogout} />);
    const trigger = screen.getByRole('button', { name: 'jane.doe@example.com' });
    expect(trigger).toHaveTextContent('JD');
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Logout']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('arrow keys move between the menu items', async () => {
    const { user } = renderUi(<AppShell {...props} onSwitchPortal={() => {}} />);
    act(() => screen.getByRole('button', { name: 'Asha Rao' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Switch Portal' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Asha Rao' })).toHaveFocus());
  });

  it('renders the navigation slot', () => {
    renderUi(<AppShell {...props} navigation={<nav aria-label="Main menu">menu</nav>} />);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows the menu as a sidebar that the header menu icon collapses and expands', async () => {
    const { user } = renderUi(<AppShell {...props} navGroups={financeMenu} currentHref="/finance" />);
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(toggle).toHaveAttribute('aria-controls', nav.parentElement?.id);
    expect(within(nav).getByRole('link', { name: 'Verify KYC' })).toHaveAttribute('aria-current', 'page');
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('shows the horizontal top bar for the horizontal style, without the collapse icon', () => {
    renderUi(<AppShell {...props} navGroups={financeMenu} navStyle="horizontal" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('button', { name: 'Transactions' })).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
    expect(screen.queryByRole('button', { name: 'Toggle navigation' })).not.toBeInTheDocument();
  });

  it('passes the dark header layout and its parts through', () => {
    renderUi(
      <AppShell
        {...props}
        headerLayout="dark"
        header={{ locale: 'en', onLocaleChange: () => {}, messages: [] }}
      />,
    );
    expect(screen.getByRole('banner')).toHaveAttribute('data-theme', 'dark');
    expect(
      screen.getByText('A new version will be released on December 25th. Stay tuned!'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  describe('below 992px', () => {
    let listeners: Array<() => void> = [];
    let matches = true;
    beforeEach(() => {
      matches = true;
      listeners = [];
      vi.stubGlobal(
        'matchMedia',
        vi.fn((query: string) => ({
          get matches() {
            return query === MOBILE_QUERY && matches;
          },
          media: query,
          addEventListener: (_: string, listener: () => void) => listeners.push(listener),
          removeEventListener: (_: string, listener: () => void) => {
            listeners = listeners.filter((entry) => entry !== listener);
          },
        })),
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it('shows the mobile header and opens the menu drawer from the toggle; Escape closes it', async () => {
      const onLogout = vi.fn();
      const { user } = renderUi(
        <AppShell {...props} onLogout={onLogout} navGroups={financeMenu} currentHref="/actions" />,
      );
      expect(screen.queryByRole('button', { name: 'Toggle navigation' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      act(() => toggle.focus());
      await user.keyboard('{Enter}');
      const drawer = screen.getByRole('dialog', { name: 'Main menu' });
      expect(toggle).toHaveAttribute('aria-controls', drawer.id);
      expect(within(drawer).getByRole('link', { name: 'Actions 3 pending' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      expect(within(drawer).getByRole('button', { name: 'Asha Rao' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(toggle).toHaveFocus());
      await user.click(screen.getByRole('button', { name: 'Logout' }));
      expect(onLogout).toHaveBeenCalledTimes(1);
    });

    it('closes the drawer when a link is chosen and when the window grows to desktop width', async () => {
      const onNavigate = vi.fn();
      const { user } = renderUi(<AppShell {...props} navGroups={financeMenu} onNavigate={onNavigate} />);
      await user.click(screen.getByRole('button', { name: 'Menu' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'Verify KYC' }));
      expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'kyc' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: 'Menu' }));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      matches = false;
      act(() => listeners.forEach((listener) => listener()));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Toggle navigation' })).toBeInTheDocument();
    });
  });
});
