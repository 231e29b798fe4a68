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
    await expect(await canvas.findByRole('rowheader', { name: 'TKT-300042' })).toBeVisible();
  },
};

/** The employee gets the service call report link of an assigned ticket. */
export const ReportLink: Story = {
  args: { onReportLink: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Service call report link of TKT-300042' }),
    );
    await expect(args.onReportLink).toHaveBeenCalledWith(
      expect.objectContaining({ ticketNumber: 'TKT-300042' }),
    );
  },
};

/** A refused link (the ticket was closed meanwhile) shows above the tickets, which stay. */
export const ReportLinkRefused: Story = {
  args: {
    onReportLink: fn(),
    ticketError: 'No service call report link: this ticket is closed.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('this ticket is closed');
    await expect(await canvas.findByRole('rowheader', { name: 'TKT-300042' })).toBeVisible();
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
