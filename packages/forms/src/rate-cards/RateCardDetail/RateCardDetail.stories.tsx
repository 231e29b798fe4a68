import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoRateCard } from '../fixtures.ts';
import { RateCardDetail } from './RateCardDetail.tsx';

const meta = {
  title: 'Forms/RateCards/RateCardDetail',
  component: RateCardDetail,
  args: { rateCard: demoRateCard, onRetry: fn() },
} satisfies Meta<typeof RateCardDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's facts and lines; amounts in rupees with Indian grouping (₹1,23,456.00). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Rate card RC-002' })).toBeVisible();
    await expect(canvas.getByText('Break-Fix')).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: 'Base visit' })).toBeVisible();
    await expect(canvas.getByText('₹900.00')).toBeVisible();
    await expect(canvas.getByText('₹1,23,456.00')).toBeVisible();
  },
};

export const Loading: Story = { args: { rateCard: undefined, isLoading: true } };

export const NotFound: Story = {
  args: { rateCard: undefined, isNotFound: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Rate card not found' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rateCard: undefined, error: 'You are offline. Check the connection and try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/You are offline/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
