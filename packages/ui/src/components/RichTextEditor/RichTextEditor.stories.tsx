import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** Keeps the HTML in state, as a form would. */
function StatefulEditor({ value: initial, onChange, ...props }: RichTextEditorProps) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

/** Hands the editor each change one change late, as a busy form on a slow phone re-renders. */
function LaggingEditor({ value: initial, onChange, ...props }: RichTextEditorProps) {
  const [value, setValue] = useState(initial);
  const previous = useRef(initial);
  return (
    <RichTextEditor
      {...props}
      value={value}
      onChange={(html) => {
        setValue(previous.current);
        previous.current = html;
        onChange(html);
      }}
    />
  );
}

/** A 1x1 PNG, standing in for an uploaded image's display link. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const pngFile = () =>
  new File([Uint8Array.from(atob(PIXEL.split(',')[1]!), (c) => c.charCodeAt(0))], 'meter.png', {
    type: 'image/png',
  });

const meta = {
  title: 'UI/Components/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  render: (args) => <StatefulEditor {...args} />,
  args: {
    label: 'Note',
    description: 'What happened on site; add photos where they help.',
    value: '',
    onChange: fn(),
    onUploadImage: fn(async () => PIXEL),
  },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithContent: Story = {
  args: {
    value:
      '<p>Replaced the <strong>keyboard</strong> and checked:</p><ul><li>battery health</li><li>BIOS version</li></ul>',
  },
};

/** Typing plain, then bold from the toolbar: the button shows it is pressed and the HTML has <strong>. */
export const TypeAndFormat: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'));
    await userEvent.click(box);
    await userEvent.keyboard('Customer ');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Customer </p>'));
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('absent');
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith('<p>Customer <strong>absent</strong></p>'),
    );
  },
};

/**
 * The form hands each change back late (its value is one change behind): typing at full speed
 * loses no key and the cursor stays at the end, because the editor's own changes coming back are
 * not set again.
 */
export const SlowFormState: Story = {
  render: (args) => <LaggingEditor {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await canvas.findByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(box).toHaveAttribute('contenteditable', 'true'));
    await userEvent.click(box);
    await userEvent.keyboard('Customer absent');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith('<p>Customer absent</p>'));
    await expect(box).toHaveTextContent(/^Customer absent$/);
  },
};

/** Arrow keys move along the toolbar. */
export const ToolbarKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Bold' })).toBeEnabled());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
  },
};

/** An uploaded image is inserted at the cursor. */
export const ImageUploaded: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Insert image' })).toBeEnabled());
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pngFile());
    await expect(args.onUploadImage).toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('img', { name: 'meter.png' })).toBeVisible());
  },
};

/** The upload failed: the message shows, the text stays. */
export const ImageUploadFailed: Story = {
  args: {
    value: '<p>Meter photo below</p>',
    onUploadImage: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Insert image' })).toBeEnabled());
    await userEvent.upload(canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!, pngFile());
    await expect(await canvas.findByText('The image could not be uploaded. Try again.')).toBeVisible();
    await expect(canvas.getByText('Meter photo below')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Write a note first.' },
};

export const Disabled: Story = { args: { isDisabled: true, value: '<p>Saved note</p>' } };

export const Arabic: Story = {
  args: { label: 'ملاحظة', description: undefined, value: '<p>تم استبدال لوحة المفاتيح</p>' },
  globals: { locale: 'ar' },
};

export const Dark: Story = { args: WithContent.args, globals: { theme: 'dark' } };
