import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'UI/Pickers/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Survey progress', value: 40 },
  argTypes: { tone: { control: 'inline-radio', options: ['accent', 'success', 'danger'] } },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Percentage: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Survey progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuetext', '40%');
  },
};

export const Empty: Story = { args: { value: 0 } };

export const Complete: Story = { args: { value: 100, tone: 'success', label: 'Registration progress' } };

export const UploadBytes: Story = {
  args: {
    label: 'Uploading address-proof.pdf',
    value: 1_572_864,
    maxValue: 3_145_728,
    valueLabel: '1.5 MB of 3 MB',
  },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading address-proof.pdf' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1.5 MB of 3 MB');
    await expect(within(canvasElement).getByText('1.5 MB of 3 MB · 50%')).toBeVisible();
  },
};

export const Failed: Story = { args: { label: 'Uploading pan-scan.jpg', value: 30, tone: 'danger' } };

export const HiddenLabel: Story = { args: { label: 'Uploading site-photo.jpg', value: 75, hideLabel: true } };

export const Dark: Story = { args: { value: 65 }, globals: { theme: 'dark' } };

export const Arabic: Story = {
  args: { label: 'تقدم الاستبيان', value: 65 },
  globals: { locale: 'ar' },
};
