import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SowActionDialog } from './SowActionDialog.tsx';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'Forms/SowActions/SowActionDialog',
  component: SowActionDialog,
  args: {
    projects: [
      { id: '1', label: 'Metro AC rollout (PRJ-001)' },
      { id: '2', label: 'Retail POS refresh (PRJ-002)' },
    ],
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof SowActionDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled with the keyboard: project and action chosen from their lists. */
export const Filled: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = within(body.getByRole('dialog', { name: 'Add action' }));
    dialog.getByRole('button', { name: /Project/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Retail POS refresh (PRJ-002)' }));
    dialog.getByRole('textbox', { name: /SOW subtype/ }).focus();
    await userEvent.keyboard('Installation');
    dialog.getByRole('button', { name: /Action/ }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: 'Notify client' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save action' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        projectId: '2',
        sowSubtype: 'Installation',
        action: 'notify_client',
      }),
    );
  },
};

/** The server refused: its message shows, the choices stay. */
export const Failed: Story = {
  args: { formError: 'This action is already set for this SOW subtype.' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add action' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      storyText('This action is already set for this SOW subtype.'),
    );
  },
};
