import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Data/Badge',
  component: Badge,
  args: { count: 3 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A pending count: shows 3, reads '3 pending'. */
export const PendingCount: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3 pending')).toBeInTheDocument();
  },
};

/** Above the maximum: '99+'. */
export const OverMax: Story = {
  args: { count: 250 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+ pending')).toBeInTheDocument();
  },
};

export const ErrorCount: Story = { args: { count: 12, tone: 'error', label: '12 failed uploads' } };

export const Dot: Story = {
  args: { variant: 'dot', count: undefined, label: 'New messages', tone: 'error' },
};

const Statuses: Story['render'] = () => (
  <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
    <Badge tone="success">{storyText('Approved')}</Badge>
    <Badge tone="info">{storyText('In review')}</Badge>
    <Badge tone="warning">{storyText('Pending')}</Badge>
    <Badge tone="error">{storyText('Rejected')}</Badge>
    <Badge>{storyText('Draft')}</Badge>
    <Badge count={3} />
    <Badge count={120} />
    <Badge count={7} tone="error" />
    <Badge variant="dot" label={storyText('Online')} tone="success" />
    <Badge variant="dot" label="Unread" />
  </div>
);

export const AllTones: Story = { render: Statuses };

export const AllTonesSemiDark: Story = { render: Statuses, globals: { theme: 'semi-dark' } };

export const AllTonesDark: Story = { render: Statuses, globals: { theme: 'dark' } };

export const AllTonesArabic: Story = { render: Statuses, globals: { locale: 'ar' } };
