import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '@partner-portal/ui/primitives';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { initialListState } from '../list-screen/listState.ts';
import { taskColumns } from './columns.tsx';
import { demoTaskRows } from './fixtures.ts';
import { ticketTaskMessages as m } from './messages.ts';
import type { TaskRow } from './types.ts';

interface TaskListDemoProps {
  rows?: TaskRow[];
  isLoading?: boolean;
  error?: string;
  onClose: (ids: number[]) => void;
}

const now = new Date(2026, 10, 25, 10, 0, 0);

/** How the portal composes /tasks: ListScreen + taskColumns, open tasks selectable, 'Close tasks'. */
function TaskListDemo({ rows, isLoading, error, onClose }: TaskListDemoProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, setState] = useState(initialListState(20, 'due_date'));
  const [selected, setSelected] = useState<Selection>(new Set());
  const ids = selected === 'all' ? (rows ?? []).map((row) => row.id) : [...selected].map(Number);
  return (
    <ListScreen<TaskRow>
      title={t(m.title)}
      columns={taskColumns(intl, { now })}
      rows={rows}
      total={rows?.length}
      state={state}
      onStateChange={setState}
      searchLabel={t(m.search)}
      isLoading={isLoading}
      error={error}
      emptyTitle={t(m.empty)}
      emptyDescription={t(m.emptyHelp)}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={setSelected}
      toolbar={
        <Button size="sm" variant="primary" isDisabled={ids.length === 0} onPress={() => onClose(ids)}>
          {t(m.closeTasks)}
        </Button>
      }
    />
  );
}

const meta = {
  title: 'Forms/TicketTasks/TaskList',
  component: TaskListDemo,
  args: { rows: demoTaskRows, onClose: fn() },
} satisfies Meta<typeof TaskListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Overdue' only on the open task past its day; select one and close it with the keyboard. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = (title: string) => canvas.getByRole('rowheader', { name: title }).closest('tr')!;
    await expect(within(row('Confirm the visit with the customer')).getByText('Overdue')).toBeVisible();
    await expect(
      within(row('Upload the installation photos')).queryByText('Overdue'),
    ).not.toBeInTheDocument();
    await expect(within(row('Enter the serial number')).queryByText('Overdue')).not.toBeInTheDocument();
    await userEvent.click(within(row('Upload the installation photos')).getByRole('checkbox'));
    canvas.getByRole('button', { name: 'Close tasks' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledWith([42]);
  },
};

export const Loading: Story = {
  args: { rows: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No open task')).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, error: 'You are offline. Check the connection and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('You are offline.');
  },
};

export const LoadedDarkArabic: Story = { globals: { theme: 'dark', locale: 'ar' } };
