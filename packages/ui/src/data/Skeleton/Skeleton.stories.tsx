import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Data/Skeleton',
  component: Skeleton,
  render: (args) => (
    <SkeletonGroup label={storyText('Loading partners')}>
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TextLine: Story = {};

export const TextLines: Story = {
  args: { lines: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading partners');
    await expect(canvas.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
  },
};

export const Block: Story = { args: { variant: 'block', inlineSize: '20rem' } };

export const Circle: Story = { args: { variant: 'circle', inlineSize: '3rem' } };

/** A card placeholder: avatar, title and lines. */
const Card: Story['render'] = () => (
  <SkeletonGroup>
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton variant="circle" />
      <Skeleton inlineSize="12rem" blockSize="1.25rem" />
    </div>
    <Skeleton lines={3} />
    <Skeleton variant="block" blockSize="8rem" />
  </SkeletonGroup>
);

export const CardPlaceholder: Story = { render: Card };

export const CardPlaceholderDark: Story = { render: Card, globals: { theme: 'dark' } };

export const CardPlaceholderArabic: Story = { render: Card, globals: { locale: 'ar' } };
