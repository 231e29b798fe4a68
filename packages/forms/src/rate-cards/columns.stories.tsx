import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { initialListState } from '../list-screen/listState.ts';
import { rateCardColumns, type RateCardRow } from './columns.tsx';
import { demoRateCards } from './fixtures.ts';
import { rateCardMessages as m } from './messages.ts';

/** How the portal composes /rate-cards: ListScreen + rateCardColumns, each code a link to /rate/{rateId}. */
function RateCardList({
  rows,
  isLoading,
  error,
}: {
  rows?: RateCardRow[];
  isLoading?: boolean;
  error?: string;
}) {
  const intl = useIntl();
  const [state, setState] = useState(initialListState(20, 'sowsubtype,region'));
  return (
    <ListScreen<RateCardRow>
      title={intl.formatMessage(m.listTitle)}
      description={intl.formatMessage(m.listDescription)}
      columns={rateCardColumns(intl, (row) => (
        <Link href={`#/rate/${row.rateId}`}>{row.rateId}</Link>
      ))}
      getRowId={(row) => row.rateId}
      rows={rows}
      total={rows?.length}
      isLoading={isLoading}
      error={error}
      state={state}
      onStateChange={setState}
      emptyTitle={intl.formatMessage(m.listEmpty)}
    />
  );
}

const meta = {
  title: 'Forms/RateCards/RateCardList',
  component: RateCardList,
  args: { rows: demoRateCards },
} satisfies Meta<typeof RateCardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'RC-013' })).toBeVisible();
    await expect(canvas.getByText('Karnataka (State)')).toBeVisible();
    await expect(canvas.getByText('₹663.00')).toBeVisible();
  },
};

export const Loading: Story = { args: { rows: undefined, isLoading: true } };

export const Empty: Story = { args: { rows: [] } };

export const Failed: Story = {
  args: { rows: [], error: 'You are offline. Check the connection and try again.' },
};
