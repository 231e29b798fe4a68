import { Button } from '@partner-portal/ui/primitives';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import type { PinPartnerListRow } from './columns.tsx';
import { PincodePartnerList } from './PincodePartnerList.tsx';
import { storyText } from '../../test/storyText';

const rows: PinPartnerListRow[] = [
  {
    id: 1,
    name: 'Sai Tech Services',
    phone: '9840011223',
    city: 'Mumbai',
    state: 'Maharashtra',
    status: 'active',
    pincodes: ['400008', '400011'],
  },
  {
    id: 2,
    name: 'Ganesh Electricals',
    phone: '9820044556',
    city: 'Mumbai',
    state: 'Maharashtra',
    status: 'removal_requested',
    pincodes: ['400008'],
  },
];

const withPin = { ...initialListState(20, 'name'), filters: { pin: '400008' } };

const meta = {
  title: 'Forms/PincodePartners/PincodePartnerList',
  component: PincodePartnerList,
  args: {
    rows,
    total: rows.length,
    state: withPin,
    onStateChange: fn(),
    onRetry: fn(),
    rowActions: (row) => (
      <Button size="sm" variant="secondary" aria-label={`Request removal ${row.name}`}>
        {storyText('Request removal')}
      </Button>
    ),
  },
} satisfies Meta<typeof PincodePartnerList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The partners serving 400008, with the route's row action. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Pincode' })).toHaveValue('400008');
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Sai Tech Services',
      'Ganesh Electricals',
    ]);
    await expect(canvas.getByText('400008, 400011')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Request removal Ganesh Electricals' })).toBeVisible();
  },
};

/** Before a pincode: the list asks for one; a wrong pincode is marked, a valid one sets the filter. */
export const AskForPincode: Story = {
  args: { rows: [], total: 0, state: initialListState(20, 'name') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getAllByText('Enter a 6-digit pincode to see the partners serving it.').length,
    ).toBeGreaterThan(0);
    const field = canvas.getByRole('textbox', { name: 'Pincode' });
    await userEvent.type(field, '012345');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onStateChange).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '400008');
    await expect(args.onStateChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, filters: { pin: '400008' } }),
      'filter',
    );
  },
};

/** A valid pincode nobody serves (the pincode is a filter, so the list says nothing matches). */
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No matches')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Request removal / })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: 'The request timed out. Please try again.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The request timed out.');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
