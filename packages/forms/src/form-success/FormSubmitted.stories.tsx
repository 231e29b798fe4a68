import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { withAuthLayout } from '../test/storyDecorators.tsx';
import { FormSubmitted } from './FormSubmitted.tsx';

const meta = {
  title: 'Forms/FormSubmitted',
  component: FormSubmitted,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout],
} satisfies Meta<typeof FormSubmitted>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading is focused on arrival. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = await canvas.findByRole('heading', { name: 'Form Submitted Successfully !' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
