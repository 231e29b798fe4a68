import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserInfoAlert } from './UserInfoAlert.tsx';

const meta = {
  title: 'Forms/Errors/UserInfoAlert',
  component: UserInfoAlert,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onRetry: fn() },
} satisfies Meta<typeof UserInfoAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user info call failed (not a 401): the message and 'Try again', pressed with the keyboard. */
export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong ! please try again.');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without a retry handler only the message is shown. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong ! please try again.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};
