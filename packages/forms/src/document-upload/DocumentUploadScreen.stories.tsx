import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withAuthLayout } from '../test/storyDecorators.tsx';
import { DocumentUploadScreen } from './DocumentUploadScreen.tsx';

const meta = {
  title: 'Forms/DocumentUpload',
  component: DocumentUploadScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withAuthLayout],
  args: {
    files: [],
    onAdd: fn(),
    onCancel: fn(),
    onRemove: fn(),
    acceptedFileTypes: ['application/pdf', 'text/plain', 'image/*'],
    maxFileSize: 25 * 1024 * 1024,
  },
} satisfies Meta<typeof DocumentUploadScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = { args: { isChecking: true } };

/** An invalid link: the server's message in place of the page. */
export const InvalidLink: Story = {
  args: { linkError: 'This link is not valid. Please ask for a new link.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This link is not valid.');
  },
};

export const LinkCheckFailed: Story = {
  args: { linkCheckFailed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Error Checking Link!');
  },
};

/** Single mode (the default); the arrow keys switch to bulk. */
export const SwitchToBulk: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Single file' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Bulk upload' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Browse files' })).toBeVisible();
  },
};

/** Files uploading with progress, one done, one failed; Cancel reached with the keyboard. */
export const Uploading: Story = {
  args: {
    defaultMode: 'bulk',
    files: [
      {
        id: 'a',
        name: 'service-sheet.pdf',
        size: 2_400_000,
        type: 'application/pdf',
        uploadedBytes: 900_000,
        status: 'uploading',
      },
      { id: 'b', name: 'notes.txt', size: 1200, type: 'text/plain', uploadedBytes: 1200, status: 'done' },
      {
        id: 'c',
        name: 'photo.heic',
        size: 3_000_000,
        type: 'image/heic',
        status: 'error',
        errorMessage: 'This file type is not allowed.',
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: /service-sheet\.pdf/ })).toBeVisible();
    await expect(canvas.getByText('This file type is not allowed.')).toBeVisible();
    canvas.getByRole('button', { name: 'Cancel upload of service-sheet.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledWith('a');
  },
};

/** With the external form embedded above the uploader. */
export const WithExternalForm: Story = {
  args: { externalFormUrl: 'about:blank' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('iframe[title="Document details form"]')).not.toBeNull();
  },
};

export const Dark: Story = { args: { ...Uploading.args }, globals: { theme: 'dark' } };

export const Arabic: Story = { args: { ...Uploading.args }, globals: { locale: 'ar' } };
