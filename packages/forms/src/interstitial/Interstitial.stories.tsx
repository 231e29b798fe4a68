import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { clearNavigate, navigate, withRouter } from '../test/storyDecorators.tsx';
import { Interstitial } from './Interstitial.tsx';

const meta = {
  title: 'Forms/Interstitial',
  component: Interstitial,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [withRouter],
  beforeEach: clearNavigate,
  args: {
    title: 'Partner Portal',
    tagline: 'One place for partners, agents, engineers, finance, project, client and quality staff.',
    signInHref: '/signin',
    onChooseRole: fn(),
    groups: [
      { portal: 'orion', roles: ['admin', 'data_entry'] },
      { portal: 'fc', roles: ['finance_user', 'accounts_user'] },
      { portal: 'pmt', roles: ['project_manager', 'coordinator'] },
    ],
  },
} satisfies Meta<typeof Interstitial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MultiRole: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pmt = canvas.getByRole('button', { name: 'Go to Project Management' });
    await expect(pmt).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();

    await userEvent.tab(); // Go to Partner Management
    await userEvent.tab(); // Go to Finance Central
    await userEvent.tab();
    await expect(pmt).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(pmt).toHaveAttribute('aria-expanded', 'true');
    const roles = canvas.getByRole('list', { name: 'Go to Project Management' });
    await expect(pmt).toHaveAttribute('aria-controls', roles.id);
    await expect(within(roles).getByRole('link', { name: 'Log In as Project Manager' })).toBeVisible();
    const coordinator = within(roles).getByRole('link', { name: 'Log In as Coordinator' });
    await expect(coordinator).toHaveAttribute('href', '/signin');

    await userEvent.tab(); // Log In as Project Manager
    await userEvent.tab();
    await expect(coordinator).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChooseRole).toHaveBeenCalledTimes(1);
    await expect(args.onChooseRole).toHaveBeenCalledWith('coordinator', 'pmt');
    await expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  },
};

export const SingleArea: Story = {
  args: {
    groups: [
      { portal: 'orion', roles: [] },
      { portal: 'fc', roles: ['finance_user'] },
      { portal: 'pmt', roles: [] },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Go to Finance Central' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('link', { name: 'Log In as Finance User' })).toBeVisible();
  },
};

/** 'Logout' below the areas (beyond the spec): pressed by keyboard, it calls `onLogout` once. */
export const WithLogout: Story = {
  args: { onLogout: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const logout = canvas.getByRole('button', { name: 'Logout' });
    for (let press = 0; press < 4; press += 1) await userEvent.tab();
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onChooseRole).not.toHaveBeenCalled();
  },
};

export const Open: Story = { args: { defaultOpen: 'pmt' } };

export const Arabic: Story = { args: { defaultOpen: 'pmt' }, globals: { locale: 'ar' } };

export const Dark: Story = { args: { defaultOpen: 'pmt' }, globals: { theme: 'dark' } };
