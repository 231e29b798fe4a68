import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SignaturePad, type SignaturePadProps } from './SignaturePad';

/** Keeps the signature in state, as a form would. */
function StatefulSignaturePad({ value: initial = null, onChange, ...props }: SignaturePadProps) {
  const [value, setValue] = useState<Blob | null>(initial);
  return (
    <SignaturePad
      {...props}
      value={value}
      onChange={(file) => {
        setValue(file);
        onChange?.(file);
      }}
    />
  );
}

/** Draws a small stroke into a PNG, standing in for a signature a parent kept after a failed save. */
function makeSignaturePng(): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 300;
  canvas.height = 120;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 300, 120);
    context.strokeStyle = '#1f2330';
    context.lineWidth = 4;
    context.beginPath();
    context.moveTo(20, 90);
    context.bezierCurveTo(80, 0, 120, 120, 180, 40);
    context.lineTo(280, 80);
    context.stroke();
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no blob'))), 'image/png'),
  );
}

/** Mounts the pad only once the kept signature exists, like a form re-rendered after a failed save. */
function KeptSignature(props: SignaturePadProps) {
  const [kept, setKept] = useState<Blob | null>(null);
  useEffect(() => {
    void makeSignaturePng().then(setKept);
  }, []);
  return kept ? <StatefulSignaturePad {...props} value={kept} /> : null;
}

const meta = {
  title: 'UI/Pickers/SignaturePad',
  component: SignaturePad,
  tags: ['autodocs'],
  args: { label: 'Engineer signature', onChange: fn() },
  render: (args) => <StatefulSignaturePad {...args} />,
  decorators: [(Story) => <div style={{ maxInlineSize: 480 }}>{Story()}</div>],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

const canvasOf = (element: HTMLElement) =>
  within(element).getByRole('img', { name: /Signature drawing area/ });

/** Reads whether any pixel of the canvas is dark (ink). */
const hasInk = (canvas: HTMLElement) => {
  if (!(canvas instanceof HTMLCanvasElement)) return false;
  const context = canvas.getContext('2d');
  if (!context) return false;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let index = 0; index < data.length; index += 4) if ((data[index] ?? 255) < 100) return true;
  return false;
};

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasOf(canvasElement)).toHaveAccessibleName('Signature drawing area: No signature yet');
    await expect(within(canvasElement).getByRole('button', { name: 'Clear' })).toBeDisabled();
  },
};

export const TypedNameWithKeyboard: Story = {
  args: { label: 'Customer signature' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Or type your name to sign' })).toHaveFocus();
    await userEvent.keyboard('Asha Rao');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File)));
    const file = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as File;
    await expect(file.type).toBe('image/png');
    await expect(file.name).toBe('signature.png');
    await expect(file.size).toBeGreaterThan(0);
    await expect(hasInk(canvasOf(canvasElement))).toBe(true);
    await expect(canvasOf(canvasElement)).toHaveAccessibleName('Signature drawing area: Signature added');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(null));
    await expect(hasInk(canvasOf(canvasElement))).toBe(false);
    await expect(canvas.getByRole('textbox', { name: 'Or type your name to sign' })).toHaveValue('');
  },
};

/** Whether the pad's bitmap has been sized to its box (SignaturePad's first sizing, in an effect). */
const isSized = (canvas: HTMLElement) =>
  canvas instanceof HTMLCanvasElement &&
  canvas.offsetWidth > 0 &&
  canvas.width === canvas.offsetWidth * Math.max(window.devicePixelRatio || 1, 1);

export const DrawWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const pad = canvasOf(canvasElement);
    // Deterministic on a busy machine: draw only once the pad is sized and laid out (a stroke
    // aimed at a box that is still moving could miss it), each point inside the box as it is now.
    await waitFor(() => expect(isSized(pad)).toBe(true));
    const at = (x: number, y: number) => {
      const box = pad.getBoundingClientRect();
      return {
        clientX: box.left + Math.min(x, box.width - 10),
        clientY: box.top + Math.min(y, box.height - 10),
      };
    };
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: pad, coords: at(30, 40) },
      { target: pad, coords: at(120, 100) },
      { target: pad, coords: at(220, 50) },
      { keys: '[/MouseLeft]', target: pad, coords: at(220, 50) },
    ]);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(expect.any(File)));
    await waitFor(() => expect(hasInk(pad)).toBe(true));
    await expect(pad).toHaveAccessibleName('Signature drawing area: Signature added');
  },
};

/** A parent kept the signature after a failed save: the pad draws it again. */
export const KeptAfterFailedSave: Story = {
  render: (args) => <KeptSignature {...args} />,
  play: async ({ canvasElement, args }) => {
    const pad = await within(canvasElement).findByRole('img', {
      name: 'Signature drawing area: Signature added',
    });
    await waitFor(() => expect(hasInk(pad)).toBe(true));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Please fill the field!' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Engineer signature' });
    await expect(group).toHaveAccessibleDescription(/Please fill the field!/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toBeDisabled();
  },
};

export const InvalidDark: Story = { ...Invalid, globals: { theme: 'dark' } };

export const Arabic: Story = {
  args: { label: 'توقيع المهندس' },
  globals: { locale: 'ar' },
};
