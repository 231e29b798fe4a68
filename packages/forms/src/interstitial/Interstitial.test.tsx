import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Interstitial, type InterstitialGroup } from './Interstitial.tsx';

const groups: InterstitialGroup[] = [
  { portal: 'orion', roles: ['admin'] },
  { portal: 'fc', roles: [] },
  { portal: 'pmt', roles: ['project_manager', 'coordinator', 'custom_role'] },
];

function renderInterstitial(overrides: Partial<Parameters<typeof Interstitial>[0]> = {}) {
  const onChooseRole = vi.fn();
  const view = renderWithProviders(
    <Interstitial
      groups={groups}
      onChooseRole={onChooseRole}
      signInHref="/signin"
      title="Partner Portal"
      {...overrides}
    />,
  );
  return { onChooseRole, ...view };
}

describe('Interstitial', () => {
  it('offers only the areas where the user holds roles', () => {
    renderInterstitial();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Go to Partner Management',
      'Go to Project Management',
    ]);
    expect(screen.queryByRole('button', { name: 'Go to Finance Central' })).not.toBeInTheDocument();
  });

  it('opens an area and lists Log In as {role} with role labels (raw value for unknown roles)', async () => {
    const { user } = renderInterstitial();
    const pmt = screen.getByRole('button', { name: 'Go to Project Management' });
    expect(pmt).toHaveAttribute('aria-expanded', 'false');
    await user.click(pmt);
    expect(pmt).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('list', { name: 'Go to Project Management' });
    expect(pmt).toHaveAttribute('aria-controls', list.id);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Log In as Project Manager', 'Log In as Coordinator', 'Log In as custom_role']);
  });

  it('shows one area at a time and closes it on a second press', async () => {
    const { user } = renderInterstitial();
    await user.click(screen.getByRole('button', { name: 'Go to Partner Management' }));
    expect(screen.getByRole('link', { name: 'Log In as Admin' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Project Management' }));
    expect(screen.queryByRole('link', { name: 'Log In as Admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to Project Management' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('records the role and area, then goes to sign-in', async () => {
    const { user, onChooseRole, navigate } = renderInterstitial({ defaultOpen: 'pmt' });
    const link = screen.getByRole('link', { name: 'Log In as Coordinator' });
    expect(link).toHaveAttribute('href', '/signin');
    await user.click(link);
    expect(onChooseRole).toHaveBeenCalledExactlyOnceWith('coordinator', 'pmt');
    expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  });

  it('works with the keyboard', async () => {
    const { user, onChooseRole } = renderInterstitial();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to Project Management' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Log In as Project Manager' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChooseRole).toHaveBeenCalledExactlyOnceWith('project_manager', 'pmt');
  });

  it('shows the product title as the page heading', () => {
    renderInterstitial({ tagline: 'One place for projects.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Partner Portal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Choose where to continue' })).toBeInTheDocument();
    expect(screen.getByText('One place for projects.')).toBeInTheDocument();
  });
});
