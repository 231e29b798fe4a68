import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text';

const meta = {
  title: 'UI/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: 'Once the number is recognised the company name is shown.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = { args: { tone: 'muted', size: 'sm' } };

export const Danger: Story = {
  args: { tone: 'danger', children: 'This will delete your account and all associated data!.' },
};

export const TonesDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div>
      <Text>Default text</Text>
      <Text tone="muted">Muted text</Text>
      <Text tone="danger" weight="semibold">
        Danger text
      </Text>
    </div>
  ),
};
