import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReasonDialog } from './ReasonDialog.tsx';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'Forms/OperationsShared/ReasonDialog',
  component: ReasonDialog,
  args: {
    title: 'Return',
    intro: 'The spare goes back to its warehouse. Say why it is returned.',
    label: 'Reason for the return',
    minLength: 5,
    maxLength: 500,
    submitLabel: 'Record return',
    isOpen: true,
    onOpenChange: fn(),
    onSubmit: fn(async () => undefined),
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed with the keyboard and sent with Enter. */
export const Filled: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: storyText('Return') });
    within(dialog)
      .getByRole('textbox', { name: /Reason for the return/ })
      .focus();
    await userEvent.keyboard('Customer cancelled{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith('Customer cancelled'));
  },
};

/** Too short: the field says how many characters are needed. */
export const TooShort: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: storyText('Return') });
    within(dialog)
      .getByRole('textbox', { name: /Reason for the return/ })
      .focus();
    await userEvent.keyboard('bad{Enter}');
    await expect(await within(dialog).findByText('Enter at least 5 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused: its message shows above the field. */
export const Failed: Story = {
  args: { formError: 'Only a delivered or DOA spare can be returned.' },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: storyText('Return') });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('Only a delivered or DOA spare');
  },
};
