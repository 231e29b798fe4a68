import { act, screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('light layout: logo link home, navigation toggle and user menu, no banner', async () => {
    const onToggle = vi.fn();
    const { user } = renderUi(
      <PageHeader
        userLabel="Asha Rao"
        onLogout={() => {}}
        navigationToggle={{ isExpanded: true, onToggle, controls: 'side-nav' }}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).not.toHaveAttribute('data-theme');
    expect(within(banner).getByRole('link', { name: 'Partner Portal' })).toHaveAttribute('href', '/');
    expect(within(banner).getByRole('button', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.queryByText(/December 25th/)).not.toBeInTheDocument();
    const toggle = within(banner).getByRole('button', { name: 'Toggle navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'side-nav');
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('dark layout: dark subtree with the dismissable announcement and every part', async () => {
    const onDismiss = vi.fn();
    const { user } = renderUi(
      <PageHeader
        layout="dark"
        onSearch={() => {}}
        notifications={[{ id: 'n1', title: 'Ticket escalated' }]}
        messages={[]}
        locale="en"
        onLocaleChange={() => {}}
        loginHref="/signin"
        signUpHref="/signup"
        userLabel="Asha Rao"
        onLogout={() => {}}
        onDismissAnnouncement={onDismiss}
      />,
    );
    const banner = screen.getByRole('banner');
    expect(banner).toHaveAttribute('data-theme', 'dark');
    expect(
      within(banner).getByText('A new version will be released on December 25th. Stay tuned!'),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('search')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Notifications, 1 new' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/signin');
    expect(within(banner).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss announcement' }));
    expect(screen.queryByText(/December 25th/)).not.toBeInTheDocument();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
