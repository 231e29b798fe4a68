import { act, screen, waitFor, within } from '@testing-library/react';
import { financeMenu } from '../navFixtures';
import { renderUi } from '../../test/render';
import { HorizontalNav } from './HorizontalNav';

describe('HorizontalNav', () => {
  it('shows top-level links and a dropdown button per group, marking the current page', () => {
    renderUi(<HorizontalNav groups={financeMenu} currentHref="/finance" />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Verify KYC' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Partner Invoice' })).toHaveAttribute(
      'aria-haspopup',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Actions 3 pending' })).toBeInTheDocument();
  });

  it('moves between bar entries with the arrow keys, Home and End', async () => {
    const { user } = renderUi(<HorizontalNav groups={financeMenu} />);
    const first = screen.getByRole('link', { name: 'Verify KYC' });
    act(() => first.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Invoice Request' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Partner Invoice' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Invoice Request' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Home}');
    expect(first).toHaveFocus();
  });

  it('mirrors the arrow keys in Arabic', async () => {
    const { user } = renderUi(<HorizontalNav groups={financeMenu} />, { locale: 'ar' });
    act(() => screen.getByRole('link', { name: 'Verify KYC' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Invoice Request' })).toHaveFocus();
  });

  it('opens a group dropdown with ArrowDown and activates an item', async () => {
    const onNavigate = vi.fn();
    const { user } = renderUi(<HorizontalNav groups={financeMenu} onNavigate={onNavigate} />);
    act(() => screen.getByRole('button', { name: 'Transactions' }).focus());
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Transactions' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['TPP Transactions', 'Payables']);
    await waitFor(() => expect(items[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'payables' }));
  });
});
