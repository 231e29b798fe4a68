import { act, screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { MobileHeader } from './MobileHeader';

describe('MobileHeader', () => {
  it('has the menu toggle, the logo link home and Logout', async () => {
    const onMenuToggle = vi.fn();
    const onLogout = vi.fn();
    const { user } = renderUi(
      <MobileHeader isMenuOpen={false} onMenuToggle={onMenuToggle} menuId="nav-drawer" onLogout={onLogout} />,
    );
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'nav-drawer');
    expect(screen.getByRole('link', { name: 'Partner Portal' })).toHaveAttribute('href', '/');
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(onMenuToggle).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('reflects an open menu', () => {
    renderUi(<MobileHeader isMenuOpen onMenuToggle={() => {}} menuId="m" onLogout={() => {}} />);
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  });
});
