import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import { FinanceActionList } from './FinanceActionList.tsx';
import type { FinanceActionRow } from './FinanceActionList.tsx';
import { storyText } from '../../test/storyText';

/** A failed load as the app shows it (the API client's timeout message, translated in the story's locale). */
const TIMED_OUT = 'The request timed out. Please try again.';

const demoActions: FinanceActionRow[] = [
  {
    type: 'kyc_verification',
    id: 41,
    reference: null,
    partner: { id: 41, uuid: '00000000-0000-4000-8000-000000000041', name: 'Sharma Cooling Services' },
    amount: null,
    since: '2026-11-20T06:30:00.000Z',
  },
  {
    type: 'invoice_review',
    id: 7,
    reference: 'IR-000007',
    partner: { id: 12, uuid: '00000000-0000-4000-8000-000000000012', name: 'Patel Electricals' },
    amount: 48250,
    since: '2026-11-23T09:15:00.000Z',
  },
  {
    type: 'invoice_failed',
    id: 9,
    reference: 'IR-000009',
    partner: { id: 15, uuid: '00000000-0000-4000-8000-000000000015', name: 'Kerala Home Care' },
    amount: 12000,
    since: '2026-11-25T04:00:00.000Z',
  },
];

const meta = {
  title: 'Forms/Payables/FinanceActionList',
  component: FinanceActionList,
  args: {
    rows: demoActions,
    total: demoActions.length,
    now: new Date('2026-11-25T05:00:00Z'),
    state: initialListState(100, ''),
    onStateChange: fn(),
    onRetry: fn(),
    onOpen: fn(),
  },
} satisfies Meta<typeof FinanceActionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One row per pending task with its age; 'Open' goes to its review page. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('KYC verification')).toBeVisible();
    await expect(canvas.getByText('4 days')).toBeVisible();
    await expect(canvas.getByText('1 day')).toBeVisible();
    await expect(canvas.getByText('Today')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Open KYC verification: Sharma Cooling Services' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(demoActions[0]);
  },
};

/** accounts_user: invoice reviews are finance_user only, so those rows have no 'Open'. */
export const AccountsUser: Story = {
  args: { canOpen: (row: FinanceActionRow) => row.type === 'kyc_verification' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('button', { name: /^Open / })).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: 'Loading data' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nothing pending: every task is done.'),
    ).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: TIMED_OUT },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(storyText(TIMED_OUT));
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
