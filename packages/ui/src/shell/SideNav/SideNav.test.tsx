import { act, screen, within } from '@testing-library/react';
import { financeMenu } from '../navFixtures';
import { renderUi } from '../../test/render';
import { SideNav } from './SideNav';

describe('SideNav', () => {
  it('is a labelled nav with links, groups and the current page marked', () => {
    renderUi(<SideNav groups={financeMenu} currentHref="/payables" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Verify KYC' })).toHaveAttribute('href', '/finance');
    expect(within(nav).getByRole('button', { name: 'Transactions' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const current = within(nav).getByRole('link', { name: 'Payables' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toHaveLength(1);
  });

  it('announces the badge as a pending count', () => {
    renderUi(<SideNav groups={financeMenu} />);
    expect(screen.getByRole('link', { name: 'Actions 3 pending' })).toBeInTheDocument();
  });

  it('collapses and expands a group from the keyboard', async () => {
    const { user } = renderUi(<SideNav groups={financeMenu} />);
    const trigger = screen.getByRole('button', { name: 'Partner Invoice' });
    act(() => trigger.focus());
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Add Invoice' })).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Add Invoice' })).toBeVisible();
  });

  it('calls onNavigate with the activated item', async () => {
    const onNavigate = vi.fn();
    const { user } = renderUi(<SideNav groups={financeMenu} onNavigate={onNavigate} />);
    act(() => screen.getByRole('link', { name: 'Verify KYC' }).focus());
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'kyc' }));
  });

  it('shows the non-production style outside production only', () => {
    const { rerender } = renderUi(<SideNav groups={financeMenu} environment="staging" />);
    expect(screen.getByText('Non-production · staging')).toBeInTheDocument();
    expect(screen.getByRole('navigation')).toHaveAttribute('data-non-production');
    rerender(<SideNav groups={financeMenu} environment="production" />);
    expect(screen.queryByText(/Non-production/)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation')).not.toHaveAttribute('data-non-production');
  });
});
