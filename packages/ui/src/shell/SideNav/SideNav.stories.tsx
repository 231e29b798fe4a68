import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { financeMenu } from '../navFixtures';
import { SideNav } from './SideNav';

const meta = {
  title: 'UI/Shell/SideNav',
  component: SideNav,
  parameters: { layout: 'fullscreen' },
  args: { groups: financeMenu, currentHref: '/payables', onNavigate: fn() },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 256, minBlockSize: 480, display: 'flex' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Keyboard: Tab reaches links and group buttons; Enter collapses and expands a group; Enter follows a link. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: 'Verify KYC' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Invoice Request' })).toHaveFocus();
    await userEvent.tab();
    const group = canvas.getByRole('button', { name: 'Partner Invoice' });
    await expect(group).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Add Invoice' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Add Invoice' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.objectContaining({ id: 'add-invoice' }));
  },
};

export const WithBadge: Story = { args: { currentHref: '/actions' } };

/** The non-production sidebar style (striped edge, 'Non-production' band). */
export const NonProduction: Story = { args: { environment: 'staging' } };

export const SemiDark: Story = { globals: { theme: 'semi-dark' } };

export const SemiDarkNonProduction: Story = {
  args: { environment: 'staging' },
  globals: { theme: 'semi-dark' },
};

export const Dark: Story = { args: { environment: 'development' }, globals: { theme: 'dark' } };

export const RedScheme: Story = { args: { currentHref: '/actions' }, globals: { colorScheme: 'red' } };

export const Arabic: Story = {
  args: {
    groups: [
      { id: 'top', items: [{ id: 'kyc', label: 'التحقق من الهوية', href: '/finance', badge: 2 }] },
      {
        id: 'tx',
        label: 'المعاملات',
        items: [{ id: 'payables', label: 'المستحقات', href: '/payables' }],
      },
    ],
    environment: 'staging',
  },
  globals: { locale: 'ar' },
};
