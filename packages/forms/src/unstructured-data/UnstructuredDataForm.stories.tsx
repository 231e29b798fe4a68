import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withAuthLayout } from '../test/storyDecorators.tsx';
import { sampleItems } from './fixtures.ts';
import { UnstructuredDataForm } from './UnstructuredDataForm.tsx';

const meta = {
  title: 'Forms/UnstructuredData',
  component: UnstructuredDataForm,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout],
  args: { items: sampleItems, templateName: 'Laptop repair details (v2)', onSubmit: fn(async () => {}) },
} satisfies Meta<typeof UnstructuredDataForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { isLoading: true, items: undefined } };

/** The template could not be loaded: 'Error Validating Link!' (operations §8 'Forms'). */
export const LoadFailed: Story = {
  args: { hasLoadError: true, items: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error Validating Link!');
  },
};

/** The template's items; several values as tags, added with the keyboard. */
export const Filling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Asset tag' })).toHaveFocus();
    await userEvent.keyboard('AT-00912');
    const parts = canvas.getByRole('grid', { name: 'Parts replaced' });
    await expect(within(parts).getByRole('row', { name: 'Keyboard' })).toBeVisible();
    canvas.getByRole('textbox', { name: 'Parts replaced: New value' }).focus();
    await userEvent.keyboard('Trackpad{Enter}');
    await expect(within(parts).getByRole('row', { name: 'Trackpad' })).toBeVisible();
  },
};

/** Saving with required items blank: 'Please fill the field!' under each. */
export const RequiredErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getAllByText('Please fill the field!')).toHaveLength(2));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Asset tag' })).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failed save: 'Error Saving Form Data!' plus the error, values kept. */
export const SaveFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('Please fill the field!'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('AT-1');
    canvas.getByRole('textbox', { name: 'Serial number' }).focus();
    await userEvent.keyboard('SN-2');
    canvas.getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error Saving Form Data!');
    await expect(canvas.getByRole('textbox', { name: 'Asset tag' })).toHaveValue('AT-1');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Arabic: Story = { globals: { locale: 'ar' } };
