import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { initialListState } from '../list-screen/listState.ts';
import { sowActionLabels, sowSubtypeLabels } from '../operations-shared/labels.ts';
import { storyIntl } from '../test/storyIntl.ts';
import { sowActionColumns, type SowActionListRow } from './columns.tsx';
import { sowActionMessages as m } from './messages.ts';

const rows: SowActionListRow[] = [
  {
    id: 1,
    project: { name: 'Asian Paints', code: 'PRJ-0042' },
    sowSubtype: 'Installation',
    action: 'send_csat_survey',
    createdAt: '2026-03-12T06:30:00Z',
  },
  {
    id: 2,
    project: { name: 'Voltas', code: 'PRJ-0107' },
    sowSubtype: 'Break-Fix',
    action: 'request_spare',
    createdAt: '2026-04-02T09:00:00Z',
  },
];

/** How the portal composes /tools (SOW subtype actions): ListScreen + sowActionColumns. */
function SowActionList({
  rows,
  isLoading,
  error,
}: {
  rows?: SowActionListRow[];
  isLoading?: boolean;
  error?: string;
}) {
  const intl = useIntl();
  const [state, setState] = useState(initialListState(20, 'sowsubtype'));
  return (
    <ListScreen<SowActionListRow>
      title={intl.formatMessage(m.sowActions)}
      columns={sowActionColumns(intl)}
      getRowId={(row) => String(row.id)}
      rows={rows}
      total={rows?.length}
      isLoading={isLoading}
      error={error}
      state={state}
      onStateChange={setState}
      emptyTitle={intl.formatMessage(m.noSowActions)}
    />
  );
}

const meta = {
  title: 'Forms/SowActions/SowActionList',
  component: SowActionList,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  args: { rows },
} satisfies Meta<typeof SowActionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each action under its SOW subtype, with its project and code. */
export const Filled: Story = {
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t.formatMessage(m.sowActions) })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      t.formatMessage(sowSubtypeLabels.Installation!),
      t.formatMessage(sowSubtypeLabels['Break-Fix']!),
    ]);
    await expect(canvas.getByText(t.formatMessage(sowActionLabels.send_csat_survey!))).toBeVisible();
    await expect(canvas.getByText('Voltas (PRJ-0107)')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: undefined, isLoading: true } };

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement, ...context }) => {
    const t = storyIntl(context);
    await expect(within(canvasElement).getByText(t.formatMessage(m.noSowActions))).toBeVisible();
  },
};

export const Failed: Story = {
  args: { rows: [], error: 'You are offline. Check the connection and try again.' },
};
