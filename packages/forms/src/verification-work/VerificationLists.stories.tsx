import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { initialListState } from '../list-screen/listState.ts';
import { auditDocumentColumns, kciTaskColumns, rawAddressColumns, verificationColumns } from './columns.tsx';
import { demoAuditDocuments, demoKciTasks, demoRawAddresses, demoVerifications } from './fixtures.ts';
import { verificationMessages as m } from './messages.ts';
import { storyData, storyText } from '../test/storyText';

type Queue = 'kci' | 'audit' | 'verify' | 'raw';

interface QueueDemoProps {
  queue: Queue;
  isEmpty?: boolean;
  isLoading?: boolean;
  error?: string;
  onAction: (ticketNumber: string) => void;
}

/** How the portal composes each work queue: ListScreen + the queue's columns + its primary action per row. */
function QueueDemo({ queue, isEmpty, isLoading, error, onAction }: QueueDemoProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, setState] = useState(initialListState(20, ''));
  const common = {
    state,
    onStateChange: setState,
    isLoading,
    error,
    rowActionsLabel: t(m.actions),
  };
  const action = (label: string, number: string) => (
    <Button size="sm" variant="secondary" aria-label={`${label} ${number}`} onPress={() => onAction(number)}>
      {label}
    </Button>
  );
  // Fixture rows in the story's locale where users would have typed them in it (remarks, template names).
  const pick = <T,>(rows: T[]) => (isLoading ? undefined : isEmpty ? [] : storyData(rows));
  if (queue === 'kci')
    return (
      <ListScreen
        {...common}
        title={t(m.kciTitle)}
        description={t(m.kciDescription)}
        columns={kciTaskColumns(intl)}
        rows={pick(demoKciTasks)}
        total={demoKciTasks.length}
        emptyTitle={t(m.kciEmpty)}
        rowActions={(row) =>
          row.status === 'pending' ? action(t(m.kciComplete), row.ticket.ticketNumber) : null
        }
      />
    );
  if (queue === 'audit')
    return (
      <ListScreen
        {...common}
        title={t(m.auditTitle)}
        description={t(m.auditDescription)}
        columns={auditDocumentColumns(intl)}
        rows={pick(demoAuditDocuments)}
        total={demoAuditDocuments.length}
        emptyTitle={t(m.auditEmpty)}
        rowActions={(row) =>
          row.status === 'pending' ? action(t(m.auditReview), row.ticket.ticketNumber) : null
        }
      />
    );
  if (queue === 'verify')
    return (
      <ListScreen
        {...common}
        title={t(m.verifyTitle)}
        description={t(m.verifyDescription)}
        columns={verificationColumns(intl)}
        rows={pick(demoVerifications)}
        total={demoVerifications.length}
        emptyTitle={t(m.verifyEmpty)}
        rowActions={(row) =>
          row.status === 'to_schedule' ? action(t(m.verifySchedule), row.ticket.ticketNumber) : null
        }
      />
    );
  return (
    <ListScreen
      {...common}
      title={t(m.rawTitle)}
      description={t(m.rawDescription)}
      columns={rawAddressColumns(intl)}
      rows={pick(demoRawAddresses)}
      total={demoRawAddresses.length}
      emptyTitle={t(m.rawEmpty)}
      rowActions={(row) => action(t(m.rawResolve), row.ticket.ticketNumber)}
    />
  );
}

const meta = {
  title: 'Forms/VerificationWork/Queues',
  component: QueueDemo,
  args: { queue: 'kci', onAction: fn() },
} satisfies Meta<typeof QueueDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** kci: pending checklists have 'Complete checklist'; a completed one shows its result. */
export const KciTasks: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'KCI tasks' })).toBeVisible();
    await expect(canvas.getAllByText('0 of 4')).toHaveLength(2);
    await expect(canvas.getByText('Passed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete checklist TKT-300241' }));
    await expect(args.onAction).toHaveBeenCalledWith('TKT-300241');
  },
};

/** auditor_user: documents with type, status and the rejection reason. */
export const AuditDocuments: Story = {
  args: { queue: 'audit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Audit documents' })).toBeVisible();
    await expect(canvas.getByText('Service call report')).toBeVisible();
    await expect(canvas.getByText(/Photo does not show the installed unit/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Review / })).toHaveLength(1);
  },
};

/** verify_scheduler: each state, the scheduled time, channel and who. */
export const VerifySchedule: Story = {
  args: { queue: 'verify' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Visits to verify' })).toBeVisible();
    await expect(canvas.getByText('To schedule')).toBeVisible();
    await expect(canvas.getByText(/Customer says the adapter was not replaced/)).toBeVisible();
  },
};

/** customer_connect: the address as received and why it did not resolve. */
export const RawAddresses: Story = {
  args: { queue: 'raw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Addresses to resolve' })).toBeVisible();
    await expect(canvas.getByText(storyText('Pincode unknown'))).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = {
  args: { queue: 'audit', isEmpty: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No document to audit')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { queue: 'verify', isEmpty: true, error: 'The request timed out. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The request timed out.');
  },
};
