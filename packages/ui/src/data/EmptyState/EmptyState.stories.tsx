import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'UI/Data/EmptyState',
  component: EmptyState,
  args: { title: 'No questions available' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The survey answer form with no questions (operations §2). */
export const NoQuestions: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'No questions available' }),
    ).toBeInTheDocument();
  },
};

const onAdd = fn();

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No partners yet',
    description: 'Partners you add or invite appear here.',
    action: <Button onPress={onAdd}>Add partner</Button>,
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Add partner' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onAdd).toHaveBeenCalled();
  },
};

export const CustomIcon: Story = {
  args: {
    title: 'No results',
    description: 'Try another search.',
    headingLevel: 3,
    icon: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="11" cy="11" r="6" />
        <path d="M20 20l-4.5-4.5" />
      </svg>
    ),
  },
};

export const Dark: Story = { args: WithDescriptionAndAction.args, globals: { theme: 'dark' } };

export const Arabic: Story = { args: WithDescriptionAndAction.args, globals: { locale: 'ar' } };
