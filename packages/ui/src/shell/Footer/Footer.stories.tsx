import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const meta = {
  title: 'UI/Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: { year: 2025, version: '1.3.1' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
