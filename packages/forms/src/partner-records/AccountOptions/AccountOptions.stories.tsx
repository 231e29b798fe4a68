import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoAccountOptions } from '../fixtures.ts';
import { AccountOptions } from './AccountOptions.tsx';

const meta = {
  title: 'Forms/PartnerRecords/AccountOptions',
  component: AccountOptions,
  args: { data: demoAccountOptions },
} satisfies Meta<typeof AccountOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner employee: their account, their partner and the tickets naming them. */
export const Employee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Account options' })).toBeVisible();
    await expect(canvas.getByText('partner_employee@demo.test')).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'TKT-300042' })).toBeVisible();
  },
};

/** Not linked to a partner yet. */
export const NoPartner: Story = {
  args: { data: { ...demoAccountOptions, partner: null, tickets: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No ticket assigned')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = { args: { data: undefined, isLoading: true } };

/** The load failed. */
export const Failed: Story = {
  args: { data: undefined, error: 'Something went wrong!', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
