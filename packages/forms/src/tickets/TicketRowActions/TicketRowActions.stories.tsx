import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { demoTicketRows } from '../fixtures.ts';
import { TicketRowActions } from './TicketRowActions.tsx';

const meta = {
  title: 'Forms/Tickets/TicketRowActions',
  component: TicketRowActions,
  args: { ticket: demoTicketRows[0]!, onAction: fn() },
} satisfies Meta<typeof TicketRowActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement, number: string) => {
  const button = within(canvasElement).getByRole('button', { name: `Actions for ${number}` });
  button.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return { button, menu: within(menu) };
};

/** A new ticket: assign, escalate and the two links; keyboard only. */
export const NewTicket: Story = {
  play: async ({ canvasElement, args }) => {
    const { menu } = await openMenu(canvasElement, 'TKT-260017');
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    await expect(items).toEqual([
      'Assign partner',
      'Escalate',
      'Copy service call report link',
      'Copy survey link',
    ]);
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Assign partner' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('assign');
  },
};

/** A scheduled ticket: reschedule or hold; ArrowDown reaches 'Copy survey link'. */
export const Scheduled: Story = {
  args: { ticket: demoTicketRows[1]! },
  play: async ({ canvasElement, args }) => {
    const { button, menu } = await openMenu(canvasElement, 'TKT-260018');
    await expect(menu.getByRole('menuitem', { name: 'Schedule visit' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Put on hold' })).toBeVisible();
    await expect(menu.queryByRole('menuitem', { name: 'Assign partner' })).not.toBeInTheDocument();
    await waitFor(() => expect(menu.getByRole('menuitem', { name: 'Schedule visit' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('copy_survey_link');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A completed ticket: only the links (no escalation once the work is done). */
export const Completed: Story = {
  args: { ticket: demoTicketRows[3]! },
  play: async ({ canvasElement }) => {
    const { menu } = await openMenu(canvasElement, 'TKT-260020');
    await expect(menu.getAllByRole('menuitem')).toHaveLength(2);
    await userEvent.keyboard('{Escape}');
  },
};
