import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldFormNotice } from './FieldFormNotice.tsx';
import { fieldDraftMessages as m } from './messages.ts';
import { storyIntl } from '../test/storyIntl.ts';

const meta = {
  title: 'Forms/FieldDrafts/FieldFormNotice',
  component: FieldFormNotice,
  args: {
    restored: true,
    savedAt: Date.parse('2026-11-25T10:30:00Z'),
    onDiscard: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FieldFormNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft came back and nothing is queued: 'Draft restored' with 'Discard draft'. */
export const DraftRestored: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const intl = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(m.restoredTitle));
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.discard) }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
  },
};

/** A submit waits on the device: its notice wins over the draft's, with 'Try sending now'. */
export const QueuedOverDraft: Story = {
  args: { queued: 'queued' },
  play: async (context) => {
    const { canvasElement, args } = context;
    const intl = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(intl.formatMessage(m.queuedTitle));
    await expect(
      canvas.queryByRole('button', { name: intl.formatMessage(m.discard) }),
    ).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: intl.formatMessage(m.retry) }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A fresh form: no notice at all. */
export const Nothing: Story = {
  args: { restored: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).not.toBeInTheDocument();
  },
};
