import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DraftNotice } from './DraftNotice.tsx';
import { QueuedSubmitNotice } from './QueuedSubmitNotice.tsx';

const meta = {
  title: 'Forms/FieldDrafts/DraftNotice',
  component: DraftNotice,
  args: { savedAt: Date.parse('2026-11-25T10:30:00Z'), onDiscard: fn() },
} satisfies Meta<typeof DraftNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A field form came back with its draft; the keyboard reaches 'Discard draft'. */
export const Restored: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Draft restored');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Discard draft' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/** Offline: the submit waits on the device; 'Try sending now' is offered. */
export const Queued: Story = {
  render: () => <QueuedSubmitNotice status="queued" onRetry={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved on this device');
    await expect(canvas.getByRole('button', { name: 'Try sending now' })).toBeInTheDocument();
  },
};

/** The connection is back and the queued submit is being sent. */
export const Sending: Story = { render: () => <QueuedSubmitNotice status="sending" /> };

/** The queued submit was sent. */
export const Sent: Story = {
  render: () => <QueuedSubmitNotice status="sent" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Sent');
  },
};
