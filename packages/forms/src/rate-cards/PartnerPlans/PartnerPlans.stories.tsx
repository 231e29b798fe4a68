import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoPartnerPlans } from '../fixtures.ts';
import { PartnerPlans } from './PartnerPlans.tsx';

const meta = {
  title: 'Forms/RateCards/PartnerPlans',
  component: PartnerPlans,
  args: { data: demoPartnerPlans, onRetry: fn() },
} satisfies Meta<typeof PartnerPlans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tiers with fee, commission and inclusions; the base rates and what each plan keeps. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Partner plans' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pro' })).toBeVisible();
    await expect(canvas.getByText('₹2,499.00 a month')).toBeVisible();
    await expect(canvas.getByText('No monthly fee')).toBeVisible();
    await expect(canvas.getByText('Platform commission 9%')).toBeVisible();
    // Break-Fix ₹855-₹990; Basic keeps 85 %: ₹726.75 – ₹841.50.
    await expect(await canvas.findByText('₹726.75 – ₹841.50')).toBeVisible();
  },
};

export const Loading: Story = { args: { data: undefined, isLoading: true } };

export const Empty: Story = {
  args: { data: { plans: [], rates: [] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No plan yet')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'The request timed out. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/The request timed out/)).toBeVisible();
  },
};
