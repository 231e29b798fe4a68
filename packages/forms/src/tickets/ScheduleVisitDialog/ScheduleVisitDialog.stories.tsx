import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { openDialog } from '../storyHelpers.ts';
import { ScheduleVisitDialog } from './ScheduleVisitDialog.tsx';

const meta = {
  title: 'Forms/Tickets/ScheduleVisitDialog',
  component: ScheduleVisitDialog,
  args: { ticketNumber: 'TKT-260017', isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ScheduleVisitDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Schedule the visit of TKT-260017';

/** Both times are required. */
export const Empty: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(body.getAllByText('This field is required.')).toHaveLength(2));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typed with the keyboard: start 26-11-2026 10:00 AM, end 12:30 PM, sent as instants. */
export const KeyboardEntry: Story = {
  play: async ({ args }) => {
    const body = await openDialog(title);
    const [startDay, endDay] = body.getAllByRole('spinbutton', { name: /day/i });
    startDay!.focus();
    await userEvent.keyboard('26112026');
    await userEvent.keyboard('10');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}a');
    endDay!.focus();
    await userEvent.keyboard('26112026');
    await userEvent.keyboard('12');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.keyboard('{ArrowRight}p');
    await userEvent.click(body.getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        visitStart: new Date('2026-11-26T10:00:00').toISOString(),
        visitEnd: new Date('2026-11-26T12:30:00').toISOString(),
      }),
    );
  },
};

/** An end before the start is refused. */
export const EndBeforeStart: Story = {
  args: { initialValues: { start: '2026-11-26T12:00:00', end: '2026-11-26T10:00:00' } },
  play: async ({ args }) => {
    const body = await openDialog(title);
    await userEvent.click(body.getByRole('button', { name: 'Schedule' }));
    await expect(await body.findByText('The visit must end after it starts.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A refused move: the message shows, the window stays. */
export const Failed: Story = {
  args: {
    initialValues: { start: '2026-11-26T10:00:00', end: '2026-11-26T12:00:00' },
    formError: 'A closed ticket cannot be scheduled.',
  },
  play: async () => {
    const body = await openDialog(title);
    await expect(body.getByRole('alert')).toHaveTextContent('A closed ticket cannot be scheduled.');
    const group = body.getAllByRole('group', { name: /Visit starts/ })[0]!;
    await expect(within(group).getByRole('spinbutton', { name: /day/i })).toHaveTextContent('26');
  },
};
