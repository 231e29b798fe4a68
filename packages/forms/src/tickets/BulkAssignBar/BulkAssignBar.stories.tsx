import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkAssignBar } from './BulkAssignBar.tsx';

const meta = {
  title: 'Forms/Tickets/BulkAssignBar',
  component: BulkAssignBar,
  args: { count: 3, onAssign: fn() },
} satisfies Meta<typeof BulkAssignBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 selected');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Assign partner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAssign).toHaveBeenCalledTimes(1);
  },
};

export const NothingSelected: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Assign partner' })).toBeDisabled();
  },
};
