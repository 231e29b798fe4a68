import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoClosedTicket,
  demoCompletedTicket,
  demoNewTicket,
  demoNow,
  demoQcRejectedTicket,
  demoScheduledTicket,
} from '../fixtures.ts';
import { TicketDetail } from './TicketDetail.tsx';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'Forms/Tickets/TicketDetail',
  component: TicketDetail,
  args: { ticket: demoNewTicket, now: demoNow, onAction: fn(), onRetry: fn(), onOpenFile: fn() },
} satisfies Meta<typeof TicketDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new ticket: SLA countdown, Assign and Cancel; Enter on 'Assign partner' asks the parent. */
export const New: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Ticket TKT-260017' })).toBeVisible();
    await expect(canvas.getByText('Due in 3 h 20 min')).toBeVisible();
    const actions = within(canvas.getByRole('group', { name: 'Actions' }));
    await expect(actions.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Assign partner',
      'Cancel ticket',
    ]);
    await userEvent.tab();
    await expect(actions.getByRole('button', { name: 'Assign partner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('assign');
    await expect(canvas.getByText('Priya Kulkarni created the ticket')).toBeVisible();
  },
};

/** Scheduled: partner, engineer and visit window; the timeline is newest first. */
export const Scheduled: Story = {
  args: { ticket: demoScheduledTicket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const work = within(canvas.getByRole('region', { name: 'Work' }));
    await expect(work.getByText('Rao Field Services')).toBeVisible();
    await expect(work.getByText('Sanjay Patil')).toBeVisible();
    const items = within(await canvas.findByRole('tabpanel', { name: 'Timeline' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('Priya Kulkarni escalated the ticket');
    await expect(items[0]).toHaveTextContent('Customer called twice');
    await expect(items[items.length - 1]).toHaveTextContent('created the ticket');
    const tab = canvas.getByRole('tab', { name: 'Tasks (1)' });
    await userEvent.click(tab);
    await expect(
      canvas.getByRole('rowheader', { name: 'Confirm the visit with the customer' }),
    ).toBeVisible();
  },
};

/** Completed with the report: keyboard to the report tab, both signatures, rating; open a file. */
export const CompletedWithReport: Story = {
  args: { ticket: demoCompletedTicket },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('tab', { name: 'Timeline' })).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Service call report' })).toHaveFocus());
    const report = within(canvas.getByRole('tabpanel', { name: 'Service call report' }));
    await expect(report.getByRole('img', { name: 'Engineer’s signature' })).toBeVisible();
    await expect(report.getByRole('img', { name: 'Customer’s signature' })).toBeVisible();
    await expect(report.getByText('5 of 5')).toBeVisible();
    await expect(report.getByText('Quick and tidy work.')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    const files = within(canvas.getByRole('tabpanel', { name: 'Files (2)' }));
    await expect(files.getByText('2.3 MB')).toBeVisible();
    await expect(files.getByText('47 kB')).toBeVisible();
    await userEvent.click(files.getByRole('button', { name: 'Open site-photo.jpg' }));
    await expect(args.onOpenFile).toHaveBeenCalledWith(demoCompletedTicket.files[0]);
  },
};

/** QC rejected: the remarks show, rework is offered. */
export const QcRejected: Story = {
  args: { ticket: demoQcRejectedTicket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The outdoor unit photo is missing.', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send for rework' })).toBeVisible();
  },
};

/** Closed: no action, no countdown. */
export const Closed: Story = {
  args: { ticket: demoClosedTicket },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
    await expect(canvas.queryByText(/^Due in|^Overdue by/)).not.toBeInTheDocument();
  },
};

/** Past its SLA: 'Overdue by 2 h'. */
export const Overdue: Story = {
  args: { now: new Date(demoNow.getTime() + (3 * 60 + 20 + 120) * 60_000) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Overdue by 2 h')).toBeVisible();
  },
};

/** A stale write refused by the server, shown by the parent. */
export const ActionRefused: Story = {
  args: {
    ticket: demoScheduledTicket,
    actionError:
      'This ticket was changed by someone else meanwhile. Reload it to see the change, then try again.',
    pendingAction: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      storyText(
        'This ticket was changed by someone else meanwhile. Reload it to see the change, then try again.',
      ),
    );
  },
};

/** An action running: its button spins, the others wait. */
export const ActionPending: Story = {
  args: { ticket: demoScheduledTicket, pendingAction: 'start' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Put on hold' })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { ticket: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the ticket');
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { ticket: undefined, error: 'The request timed out. Please try again.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request timed out.');
    canvas.getByRole('button', { name: 'Retry' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = {
  args: { ticket: undefined, isNotFound: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Ticket not found' })).toBeVisible();
  },
};

/** The completed ticket in Arabic (right to left) on the dark theme: layout mirrors, phone stays LTR. */
export const CompletedDarkArabic: Story = {
  args: { ticket: demoCompletedTicket },
  globals: { theme: 'dark', locale: 'ar' },
};

/** A file's signed link is being fetched: its Open button is busy. */
export const OpeningFile: Story = {
  args: { ticket: demoCompletedTicket, openingFileKey: demoCompletedTicket.files[1]!.key },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Files (2)' }));
    await expect(canvas.getByRole('button', { name: /Open invoice.pdf/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
