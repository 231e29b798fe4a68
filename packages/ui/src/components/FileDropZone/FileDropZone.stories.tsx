import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FileDropZone, type FileDropZoneProps, type UploadItem } from './FileDropZone';

const MB = 1024 * 1024;

/** A small inline image so thumbnails show without network. */
const sampleImage =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#5b47d6"/><circle cx="16" cy="16" r="6" fill="#fff"/><path d="M0 48l18-20 12 12 8-8 10 16z" fill="#b3a8ff"/></svg>',
  );

/** Lists added files like an app would, with ids; Cancel and Remove update the list. */
function StatefulDropZone({ files: initial = [], onAdd, onCancel, onRemove, ...props }: FileDropZoneProps) {
  const [files, setFiles] = useState<readonly UploadItem[]>(initial);
  return (
    <FileDropZone
      {...props}
      files={files}
      onAdd={(added) => {
        onAdd?.(added);
        const items = added.map((file, index) => ({
          id: `${file.name}-${Date.now()}-${index}`,
          name: file.name,
          size: file.size,
          type: file.type,
          file,
          uploadedBytes: Math.round(file.size / 3),
          status: 'uploading' as const,
        }));
        setFiles((current) => (props.allowsMultiple ? [...current, ...items] : items));
      }}
      onCancel={(id) => {
        onCancel?.(id);
        setFiles((current) =>
          current.map((item) => (item.id === id ? { ...item, status: 'canceled' } : item)),
        );
      }}
      onRemove={(id) => {
        onRemove?.(id);
        setFiles((current) => current.filter((item) => item.id !== id));
      }}
    />
  );
}

const meta = {
  title: 'UI/Pickers/FileDropZone',
  component: FileDropZone,
  tags: ['autodocs'],
  args: {
    label: 'Address proof',
    description: 'PDF or image, up to 5 MB',
    acceptedFileTypes: ['application/pdf', 'image/*'],
    maxFileSize: 5 * MB,
    onAdd: fn(),
    onReject: fn(),
    onCancel: fn(),
    onRemove: fn(),
  },
  render: (args) => <StatefulDropZone {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FileDropZone>;

export default meta;
type Story = StoryObj<typeof meta>;

const uploading: UploadItem[] = [
  {
    id: 'a',
    name: 'site-photo-1.jpg',
    size: 3 * MB,
    type: 'image/jpeg',
    previewUrl: sampleImage,
    uploadedBytes: 1.5 * MB,
    status: 'uploading',
  },
  {
    id: 'b',
    name: 'invoice-scan.pdf',
    size: 820 * 1024,
    type: 'application/pdf',
    uploadedBytes: 0,
    status: 'queued',
  },
];

const stored: UploadItem[] = [
  { id: '101', name: 'shop-front.png', size: 1.2 * MB, type: 'image/png', previewUrl: sampleImage },
  { id: '102', name: 'workshop.png', size: 2.4 * MB, type: 'image/png', previewUrl: sampleImage },
];

export const EmptySingle: Story = {};

export const EmptyBulk: Story = {
  args: { label: 'Service documents', allowsMultiple: true, description: 'Drop several files at once' },
};

export const Uploading: Story = {
  args: { label: 'Service documents', allowsMultiple: true, files: uploading },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading site-photo-1.jpg' });
    await expect(bar).toHaveAttribute('aria-valuetext', '1.5 MB of 3 MB');
  },
};

export const StoredImages: Story = {
  args: { label: 'Partner images', allowsMultiple: true, acceptedFileTypes: ['image/*'], files: stored },
};

export const UploadFailed: Story = {
  args: {
    files: [
      {
        id: 'e',
        name: 'pan-scan.jpg',
        size: 2 * MB,
        type: 'image/jpeg',
        status: 'error',
        errorMessage: 'The request timed out. Please try again.',
      },
    ],
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please fill out all required fields.' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Address proof' });
    await expect(group).toHaveAccessibleDescription(/Please fill out all required fields\./);
  },
};

export const Disabled: Story = { args: { isDisabled: true, files: stored.slice(0, 1) } };

/** Choose a file with the keyboard-reachable Browse button, then cancel and remove it by keyboard. */
export const KeyboardChooseCancelRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const browse = canvas.getByRole('button', { name: 'Browse file' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(browse).toHaveFocus();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');
    await userEvent.upload(input, new File(['%PDF-1.7'], 'address-proof.pdf', { type: 'application/pdf' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    const cancel = await canvas.findByRole('button', { name: 'Cancel upload of address-proof.pdf' });
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Upload canceled')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Remove address-proof.pdf' });
    remove.focus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByText('address-proof.pdf')).not.toBeInTheDocument());
  },
};

export const RefusesLargeAndWrongFiles: Story = {
  args: { label: 'Service documents', allowsMultiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('file input missing');
    // The browser dialog would filter types; upload() with applyAccept off shows the check still holds.
    await userEvent.upload(
      input,
      [
        new File([new Uint8Array(6 * MB)], 'video.jpg', { type: 'image/jpeg' }),
        new File(['x'], 'notes.exe', { type: 'application/x-msdownload' }),
        new File(['ok'], 'report.pdf', { type: 'application/pdf' }),
      ],
      { applyAccept: false },
    );
    await expect(canvas.getByText('video.jpg: the file is larger than 5 MB.')).toBeVisible();
    await expect(canvas.getByText(/notes\.exe: this file type is not accepted/)).toBeVisible();
    await expect(args.onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'report.pdf' })]);
    await expect(args.onReject).toHaveBeenCalled();
  },
};

export const UploadingDark: Story = { ...Uploading, globals: { theme: 'dark' } };

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

export const Arabic: Story = {
  args: { label: 'صور الشريك', allowsMultiple: true, files: [...uploading, ...stored] },
  globals: { locale: 'ar' },
};
