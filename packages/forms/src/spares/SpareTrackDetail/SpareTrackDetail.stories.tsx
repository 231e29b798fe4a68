import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SpareTrackDetail, type SpareTrackDetailData } from './SpareTrackDetail.tsx';

const detail: SpareTrackDetailData = {
  name: 'Card reader',
  partNumber: 'PN-4410',
  serialNumber: 'CR-88123',
  status: 'in_transit',
  warehouse: { name: 'Mumbai central', city: 'Mumbai' },
  courier: 'DTDC',
  docketNumber: 'DTDC-55120',
  ticketId: 'TKT-260031',
  events: [
    {
      status: 'in_stock',
      location: 'Mumbai central',
      note: 'Picked for TKT-260031',
      at: '2026-02-25T05:30:00Z',
    },
    { status: 'in_transit', location: 'Bhiwandi hub', note: '', at: '2026-02-26T11:00:00Z' },
  ],
};

const meta = {
  title: 'Forms/Spares/SpareTrackDetail',
  component: SpareTrackDetail,
  args: { detail },
} satisfies Meta<typeof SpareTrackDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spare's figures and its events, oldest first. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Serial number')).toBeVisible();
    await expect(canvas.getByText('CR-88123')).toBeVisible();
    await expect(canvas.getByText('DTDC-55120')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Picked for TKT-260031')).toBeVisible();
  },
};

/** No courier or ticket yet and no event. */
export const NoEvents: Story = {
  args: {
    detail: { ...detail, courier: null, docketNumber: null, ticketId: null, status: 'in_stock', events: [] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tracking events yet.')).toBeVisible();
    await expect(canvas.getAllByText('—')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Tracking events' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { detail: undefined, error: 'No spare matches this id.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No spare matches this id.');
  },
};
