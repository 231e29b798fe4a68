import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

/** A local picture (no network in stories). */
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#b3a8ff"/><circle cx="32" cy="26" r="12" fill="#3f31a3"/><path d="M10 60c4-14 40-14 44 0z" fill="#3f31a3"/></svg>',
)}`;

const meta = {
  title: 'UI/Data/Avatar',
  component: Avatar,
  args: { name: 'Asha Rao' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
  },
};

export const Image: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Asha Rao' }).tagName).toBe('IMG');
  },
};

/** A broken picture falls back to the initials. */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,broken', name: 'jane.doe@example.com' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'jane.doe@example.com' })).toHaveTextContent(
        'JD',
      ),
    );
  },
};

/** Next to a visible name the avatar is decorative. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} isDecorative />
      Asha Rao
    </span>
  ),
};

const Sizes: Story['render'] = (args) => (
  <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
    <Avatar {...args} size="sm" />
    <Avatar {...args} size="md" />
    <Avatar {...args} size="lg" />
    <Avatar {...args} size="xl" />
    <Avatar {...args} size="lg" src={photo} />
  </div>
);

export const AllSizes: Story = { render: Sizes };

export const AllSizesDark: Story = { render: Sizes, globals: { theme: 'dark' } };

export const AllSizesArabic: Story = { render: Sizes, args: { name: 'أحمد علي' }, globals: { locale: 'ar' } };
