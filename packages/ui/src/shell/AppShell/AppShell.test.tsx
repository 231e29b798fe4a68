import { act, screen, waitFor, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { AppShell, type AppShellProps } from './AppShell';

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
});
