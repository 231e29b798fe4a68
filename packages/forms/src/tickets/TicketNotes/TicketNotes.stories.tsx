import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TicketNotes } from './TicketNotes.tsx';

const notes = [
  {
    id: 2,
    authorName: 'Priya Kulkarni',
    createdAt: '2026-11-25T08:30:00Z',
    safeHtml: '<p>Customer asked for a <strong>morning</strong> visit; gate code 4411.</p>',
  },
  {
    id: 1,
    authorName: 'Arjun Mehta',
    createdAt: '2026-11-24T15:10:00Z',
    safeHtml: '<p>Spare ordered:</p><ul><li>Keyboard (KB-440-G9)</li><li>Palm rest</li></ul>',
  },
];

const meta = {
  title: 'Forms/Tickets/TicketNotes',
  component: TicketNotes,
  tags: ['autodocs'],
  args: { notes, canWrite: true, onSubmit: fn(async () => {}), onUploadImage: fn(async () => 'data:,') },
} satisfies Meta<typeof TicketNotes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithNotes: Story = {};

export const ReadOnly: Story = { args: { canWrite: false } };

export const Empty: Story = { args: { notes: [] } };

export const Loading: Story = { args: { notes: undefined, isLoading: true } };

export const LoadFailed: Story = {
  args: { notes: undefined, loadError: 'The request timed out. Please try again.', onRetry: fn() },
};

/** 'Add note' on an empty editor says what is missing. */
export const EmptyRefused: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'New note' })).toHaveAttribute('contenteditable', 'true'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(await canvas.findByText('Write something or add an image first.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message shows and the text stays in the editor. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Images in a note must be files uploaded to the portal.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'New note' });
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'));
    await userEvent.click(box);
    // One word: ProseMirror can drop a space typed at full speed on a busy machine.
    await userEvent.keyboard('Called');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(
      await canvas.findByText('Images in a note must be files uploaded to the portal.'),
    ).toBeVisible();
    await expect(box).toHaveTextContent('Called');
  },
};

/** Saved: the editor empties. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'New note' });
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'));
    await userEvent.click(box);
    await userEvent.keyboard('Confirmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('<p>Confirmed</p>');
    await waitFor(() => expect(box).not.toHaveTextContent('Confirmed'));
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Dark: Story = { globals: { theme: 'dark' } };
