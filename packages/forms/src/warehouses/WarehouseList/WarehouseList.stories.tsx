import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { initialListState } from '../../list-screen/listState.ts';
import type { WarehouseListRow } from './columns.tsx';
import { WarehouseList } from './WarehouseList.tsx';

const rows: WarehouseListRow[] = [
  {
    id: 1,
    code: 'WH-MUM-01',
    name: 'Mumbai central',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400008',
    managerName: 'Rohit Kulkarni',
    phone: '9820012345',
    isActive: true,
    sparesInStock: 148,
  },
  {
    id: 2,
    code: 'WH-PUN-02',
    name: 'Pune east',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411014',
    managerName: 'Sneha Joshi',
    phone: '9890098765',
    isActive: false,
    sparesInStock: 0,
  },
];

const meta = {
  title: 'Forms/Warehouses/WarehouseList',
  component: WarehouseList,
  args: {
    rows,
    total: rows.length,
    state: initialListState(20, 'name'),
    onStateChange: fn(),
    onRetry: fn(),
    onAdd: fn(),
  },
} satisfies Meta<typeof WarehouseList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active and inactive warehouses; 'Add warehouse' for a role that may create one (keyboard). */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Warehouses' })).toBeVisible();
    await expect(canvas.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Mumbai central',
      'Pune east',
    ]);
    const inactive = canvas.getByRole('rowheader', { name: 'Pune east' }).closest('tr')!;
    await expect(within(inactive).getByText('Inactive')).toBeVisible();
    canvas.getByRole('button', { name: 'Add warehouse' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** A role that may only read: no 'Add warehouse'. */
export const ReadOnly: Story = {
  args: { onAdd: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Add warehouse' }),
    ).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: undefined, total: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No warehouses yet')).toBeVisible();
  },
};

/** A refused load shows the server's message and Retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { rows: undefined, total: undefined, error: 'You do not have permission to perform this action.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You do not have permission');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
