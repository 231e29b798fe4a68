import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderUi } from '../../test/render';
import { SignaturePad, type SignaturePadProps } from './SignaturePad';

/** A stand-in for the signature_pad library (jsdom has no canvas drawing). */
const { FakePad, pads } = vi.hoisted(() => {
  const pads: { stroke(): void; drawn: string[]; enabled: boolean }[] = [];
  class FakePad {
    listeners = new Map<string, () => void>();
    cleared = 0;
    drawn: string[] = [];
    enabled = true;
    constructor(public canvas: HTMLCanvasElement) {
      pads.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    clear() {
      this.cleared += 1;
    }
    on() {
      this.enabled = true;
    }
    off() {
      this.enabled = false;
    }
    fromDataURL(url: string) {
      this.drawn.push(url);
      return Promise.resolve();
    }
    /** Simulates the end of a pen stroke. */
    stroke() {
      this.listeners.get('endStroke')?.();
    }
  }
  return { FakePad, pads };
});
vi.mock('signature_pad', () => ({ default: FakePad }));

const context = {
  scale: vi.fn(),
  fillText: vi.fn(),
  measureText: vi.fn(() => ({ width: 10 })),
  font: '',
  fillStyle: '',
  textAlign: '',
  textBaseline: '',
};

beforeEach(() => {
  pads.length = 0;
  context.fillText.mockClear();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  // jsdom encodes nothing: the pad's image is these bytes ('png').
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(`data:image/png;base64,${btoa('png')}`);
});

afterEach(() => vi.restoreAllMocks());

function Controlled(props: Partial<SignaturePadProps>) {
  const [value, setValue] = useState<Blob | null>(props.value ?? null);
  return (
    <SignaturePad
      label="Engineer signature"
      {...props}
      value={value}
      onChange={(file) => {
        setValue(file);
        props.onChange?.(file);
      }}
    />
  );
}

describe('SignaturePad', () => {
  it('exports a stroke as a PNG file and clears with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} fileName="enggsig.png" />);
    expect(screen.getByRole('group', { name: 'Engineer signature' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Signature drawing area: No signature yet' })).toBeInTheDocument();
    act(() => pads[0]?.stroke());
    // Encoded within the stroke's end, not later: a submit right after it has the image.
    expect(onChange).toHaveBeenLastCalledWith(expect.any(File));
    const file = onChange.mock.lastCall?.[0] as File;
    expect(file.name).toBe('enggsig.png');
    expect(file.type).toBe('image/png');
    expect(screen.getByRole('img', { name: 'Signature drawing area: Signature added' })).toBeInTheDocument();

    const clear = screen.getByRole('button', { name: 'Clear' });
    await user.tab();
    await user.tab();
    expect(clear).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('draws a typed name in a handwriting font for keyboard users', async () => {
    const onChange = vi.fn();
    const { user } = renderUi(<Controlled onChange={onChange} />);
    await user.tab();
    const field = screen.getByRole('textbox', { name: 'Or type your name to sign' });
    expect(field).toHaveFocus();
    await user.keyboard('Asha');
    expect(context.fillText).toHaveBeenLastCalledWith('Asha', expect.any(Number), expect.any(Number));
    expect(context.font).toMatch(/italic .*cursive/);
    // The image is reported with the key itself (Enter right after it submits it).
    expect(onChange).toHaveBeenLastCalledWith(expect.any(File));
    await expect((onChange.mock.lastCall?.[0] as File).text()).resolves.toBe('png');
    await user.clear(field);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
  });

  it('redraws a kept value it did not produce, and not its own', async () => {
    const kept = new Blob(['kept'], { type: 'image/png' });
    const onChange = vi.fn();
    renderUi(<Controlled value={kept} onChange={onChange} />);
    await waitFor(() => expect(pads[0]?.drawn).toHaveLength(1));
    expect(pads[0]?.drawn[0]).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('img', { name: 'Signature drawing area: Signature added' })).toBeInTheDocument();
    act(() => pads[0]?.stroke());
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    // Its own export coming back as `value` is not drawn again.
    expect(pads[0]?.drawn).toHaveLength(1);
  });

  it('turns the pad off and disables the controls when disabled, and shows errors when invalid', () => {
    renderUi(
      <SignaturePad label="Customer signature" isDisabled isInvalid errorMessage="Please fill the field!" />,
    );
    expect(pads[0]?.enabled).toBe(false);
    expect(screen.getByRole('textbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(screen.getByRole('group', { name: 'Customer signature' })).toHaveAccessibleDescription(
      /Please fill the field!/,
    );
    // The typed name, the keyboard's way to sign, is where a refused submit lands.
    const typedName = screen.getByRole('textbox', { name: 'Or type your name to sign' });
    expect(typedName).toHaveAttribute('aria-invalid', 'true');
    expect(typedName).toHaveAccessibleDescription('Please fill the field!');
  });

  it('leaves the typed name valid while the pad is', () => {
    renderUi(<SignaturePad label="Customer signature" />);
    const typedName = screen.getByRole('textbox', { name: 'Or type your name to sign' });
    expect(typedName).not.toHaveAttribute('aria-invalid');
    expect(typedName).not.toHaveAccessibleDescription();
  });
});
