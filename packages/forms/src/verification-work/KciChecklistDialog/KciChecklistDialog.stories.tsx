import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { demoKciTasks } from '../fixtures.ts';
import { openDialog } from '../storyHelpers.ts';
import { KciChecklistDialog, type KciChecklistDialogProps } from './KciChecklistDialog.tsx';

const checklist = demoKciTasks[0]!;

const meta = {
  title: 'Forms/VerificationWork/KciChecklistDialog',
  component: KciChecklistDialog,
  args: { checklist, isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof KciChecklistDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = `Installation KCI of ${checklist.ticket.ticketNumber}`;

/** Every item must be answered. */
export const Unanswered: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('button', { name: 'Save checklist' }));
    await waitFor(() => expect(body.getAllByText('Choose pass, fail or N/A.')).toHaveLength(4));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard: Pass on every item with Space; the checklist is sent with empty remarks. */
export const AllPassed: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    for (const group of body.getAllByRole('radiogroup')) {
      within(group).getByRole('radio', { name: 'Pass' }).focus();
      await userEvent.keyboard(' ');
    }
    await userEvent.click(body.getByRole('button', { name: 'Save checklist' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        checklist.items.map((item) => ({ itemId: item.id, answer: 'pass', remark: '' })),
      ),
    );
  },
};

/** A failed item needs its remark. */
export const FailNeedsRemark: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    const groups = body.getAllByRole('radiogroup');
    await userEvent.click(within(groups[0]!).getByRole('radio', { name: 'Fail' }));
    for (const group of groups.slice(1))
      await userEvent.click(within(group).getByRole('radio', { name: 'N/A' }));
    await userEvent.click(body.getByRole('button', { name: 'Save checklist' }));
    await expect(await body.findByText('Say what failed.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

function Failing(props: KciChecklistDialogProps) {
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <KciChecklistDialog
      {...props}
      formError={formError}
      onSubmit={async (answers) => {
        await props.onSubmit(answers);
        setFormError('This checklist was completed already.');
      }}
    />
  );
}

/** A refused save keeps every answer and remark. */
export const Failed: Story = {
  render: (args) => <Failing {...args} />,
  play: async ({ args }) => {
    const body = await openDialog(title);
    const groups = body.getAllByRole('radiogroup');
    await userEvent.click(within(groups[0]!).getByRole('radio', { name: 'Fail' }));
    for (const group of groups.slice(1))
      await userEvent.click(within(group).getByRole('radio', { name: 'Pass' }));
    const remark = body.getByRole('textbox', { name: 'Remark on Serial number photographed' });
    await userEvent.type(remark, 'Sticker torn');
    await userEvent.click(body.getByRole('button', { name: 'Save checklist' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(await body.findByRole('alert')).toHaveTextContent('completed already');
    await expect(remark).toHaveValue('Sticker torn');
    await expect(within(groups[0]!).getByRole('radio', { name: 'Fail' })).toBeChecked();
  },
};
