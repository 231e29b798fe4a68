import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading';
import { storyText } from '../../test/storyText';

const meta = {
  title: 'UI/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 1, children: 'Partner Registration' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = {};

export const Outline: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Heading level={1}>{storyText('Partner Registration')}</Heading>
      <Heading level={2}>{storyText('Contact Details')}</Heading>
      <Heading level={3}>Company e-mail</Heading>
      <Heading level={4}>{storyText('Verification')}</Heading>
    </div>
  ),
};

export const OutlineDark: Story = { ...Outline, globals: { theme: 'dark' } };
