import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListScreen } from '../list-screen/ListScreen.tsx';
import { initialListState } from '../list-screen/listState.ts';
import { demoKycRows, demoRecordRows } from './fixtures.ts';
import {
  kycQueueColumns,
  kycStatusOptions,
  partnerRecordColumns,
  recordStatusOptions,
  type RecordListVariant,
} from './labels.tsx';
import { partnerRecordMessages as m } from './messages.ts';
import type { PartnerRecordRow } from './types.ts';

interface RecordListDemoProps {
  variant: RecordListVariant | 'kyc';
  rows?: PartnerRecordRow[];
  isLoading?: boolean;
  error?: string;
  onOpen: (uuid: string) => void;
}

/** How the portal composes /records, /rejected and /finance: ListScreen with these columns. */
function RecordListDemo({ variant, rows, isLoading, error, onOpen }: RecordListDemoProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [state, setState] = useState(initialListState(20, '-created_at'));
  if (variant === 'kyc') {
    return (
      <ListScreen
        title={t(m.kycQueueTitle)}
        columns={kycQueueColumns(intl)}
        rows={demoKycRows}
        total={demoKycRows.length}
        getRowId={(row) => row.uuid}
        state={state}
        onStateChange={setState}
        searchLabel={t(m.searchKyc)}
        filters={[{ id: 'kyc_status', label: t(m.kycStatus), options: kycStatusOptions(intl) }]}
        emptyTitle={t(m.kycQueueEmpty)}
        onRowAction={(key) => onOpen(String(key))}
      />
    );
  }
  return (
    <ListScreen<PartnerRecordRow>
      title={t(
        variant === 'rejected'
          ? m.rejectedTitle
          : variant === 'registered'
            ? m.registeredTitle
            : m.recordsTitle,
      )}
      columns={partnerRecordColumns(intl, variant)}
      rows={rows}
      total={rows?.length}
      getRowId={(row) => row.uuid}
      state={state}
      onStateChange={setState}
      searchLabel={t(m.searchRecords)}
      filters={[
        { id: 'kyc_status', label: t(m.kycStatus), options: kycStatusOptions(intl) },
        { id: 'status', label: t(m.status), options: recordStatusOptions(intl) },
      ]}
      isLoading={isLoading}
      error={error}
      emptyTitle={t(m.recordsEmpty)}
      onRowAction={(key) => onOpen(String(key))}
    />
  );
}

const meta = {
  title: 'Forms/PartnerRecords/RecordList',
  component: RecordListDemo,
  args: { variant: 'all', rows: demoRecordRows, onOpen: fn() },
} satisfies Meta<typeof RecordListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /records: KYC status, coverage, rating, active tickets; Enter opens a record. */
export const Records: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('rowheader', { name: 'Demo Partner Services' }).closest('tr')!;
    await expect(within(row).getByText('KYC verified')).toBeVisible();
    await expect(within(row).getByText('Bengaluru, Karnataka · 3 pincodes')).toBeVisible();
    const registration = canvas.getByRole('rowheader', { name: 'Rao Service Point Jaipur' }).closest('tr')!;
    await expect(within(registration).getByText('Registration in progress')).toBeVisible();
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Demo Partner Services' }));
    await expect(args.onOpen).toHaveBeenCalledWith(demoRecordRows[0]!.uuid);
  },
};

/** /rejected: the reason of each rejection. */
export const Rejected: Story = {
  args: { variant: 'rejected', rows: demoRecordRows.filter((row) => row.kycStatus === 'rejected') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('PAN scan is blurred; the number cannot be read'),
    ).toBeVisible();
  },
};

/** /finance: the KYC queue, numbers masked. */
export const KycQueue: Story = {
  args: { variant: 'kyc' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('XXXXXX137K')).toBeVisible();
  },
};

/** Nothing matches. */
export const Empty: Story = { args: { rows: [] } };

/** Loading. */
export const Loading: Story = { args: { rows: undefined, isLoading: true } };

/** The load failed. */
export const Failed: Story = { args: { rows: undefined, error: 'Something went wrong!' } };
