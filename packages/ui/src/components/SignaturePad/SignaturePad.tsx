import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import SignaturePadLibrary from 'signature_pad';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { FieldDescription, FieldLabel, RequiredMark } from '../../primitives/TextField/TextField.styles';
import { useIsHydrated } from '../../utils/useIsHydrated';
import { CaptureFieldError } from '../CaptureFieldError';
import { pickerMessages } from '../pickerMessages';
import { PadActions, PadCanvas, PadSurface, SignatureRoot } from './SignaturePad.styles';

/** Ink colour of the exported signature (dark ink on white paper in every theme). */
const INK = '#1f2330';
/** Paper colour of the exported signature. */
const PAPER = '#ffffff';
/** Signature-like fonts for a typed name (system fonts only; `cursive` is the generic fallback). */
const SIGNATURE_FONTS =
  "'Segoe Script', 'Brush Script MT', 'Lucida Handwriting', 'Apple Chancery', 'URW Chancery L', cursive";

/** Props of {@link SignaturePad}. */
export interface SignaturePadProps {
  /** Visible label and the group's accessible name, e.g. 'Engineer signature'. */
  label: ReactNode;
  /**
   * Controlled value: the signature image (PNG `Blob` or `File`), or `null` when empty. When the
   * value is not the image the pad just produced (e.g. a parent kept the signature after a failed
   * save and the pad was mounted again), the pad draws it.
   */
  value?: Blob | null;
  /**
   * Called with the signature as a PNG `File` (named `fileName`, dark ink on white, the canvas'
   * size in device pixels) after each stroke or typed-name change, or `null` when cleared. Called
   * within the event that changed it, so a submit right after it has the image.
   */
  onChange?: (file: File | null) => void;
  /** Name of the exported file. Default 'signature.png'. */
  fileName?: string;
  /** Help text. Default: intl `ui.signaturePad.help` ('Sign with a mouse, finger or pen, or type your name below.'). */
  description?: ReactNode;
  /** Whether the value is invalid, decided by the form library. */
  isInvalid?: boolean;
  /** Error text shown when `isInvalid`, e.g. 'Please fill the field!'. */
  errorMessage?: ReactNode;
  /** Shows a `*` after the label. */
  isRequired?: boolean;
  /** Stops drawing, typing and clearing. */
  isDisabled?: boolean;
  /** Height of the drawing area in CSS px. Default 160. */
  height?: number;
  /** For layout only. */
  className?: string;
}

/**
 * The canvas as a PNG file, encoded at once rather than by the asynchronous `toBlob`: the image is
 * the field's value before the next event, so a submit right after the last stroke or key (Enter
 * in the typed-name field) has it. Null when the canvas cannot be read.
 */
function toFile(canvas: HTMLCanvasElement, fileName: string): File | null {
  const prefix = 'data:image/png;base64,';
  let url: unknown;
  try {
    url = canvas.toDataURL('image/png');
  } catch {
    return null;
  }
  if (typeof url !== 'string' || !url.startsWith(prefix)) return null;
  const binary = atob(url.slice(prefix.length));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new File([bytes], fileName, { type: 'image/png' });
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

/**
 * A signature field: a drawing canvas (the maintained `signature_pad` library: smooth strokes from
 * mouse, touch and pen), a Clear button, and for keyboard and screen-reader users a 'type your
 * name' text field whose text is drawn into the canvas in a handwriting font. The result goes to
 * `onChange` as a PNG `File`; `value` is controlled, so a parent can keep the signature (e.g. after
 * a failed save) and the pad draws it again. Disabled and invalid states (`isInvalid`,
 * `errorMessage` from outside). Spec: operations §3 'Service call report' (engineerSignature, the
 * engineer signature) and 'Customer feedback update' (customerSignature, the customer signature).
 */
export function SignaturePad({
  label,
  value = null,
  onChange,
  fileName = 'signature.png',
  description,
  isInvalid = false,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  height = 160,
  className,
}: SignaturePadProps) {
  const intl = useIntl();
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  /** The image this pad last reported, so a `value` coming back from the parent is not redrawn. */
  const emitted = useRef<Blob | null>(null);
  const valueRef = useRef<Blob | null>(value);
  valueRef.current = value;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [typedName, setTypedName] = useState('');
  const [hasSignature, setHasSignature] = useState(value !== null);
  // Server-rendered, the typed name is read-only until the pad runs (its first key loads the app).
  const hydrated = useIsHydrated();

  const emit = useCallback(
    (empty: boolean) => {
      const canvas = canvasRef.current;
      const file = empty || !canvas ? null : toFile(canvas, fileName);
      emitted.current = file;
      setHasSignature(file !== null);
      onChangeRef.current?.(file);
    },
    [fileName],
  );

  /** Draws `blob` into the pad (after a remount or a resize). */
  const drawValue = useCallback(async (blob: Blob | null) => {
    const pad = padRef.current;
    if (!pad) return;
    pad.clear();
    if (!blob) return;
    try {
      await pad.fromDataURL(await readAsDataUrl(blob));
    } catch {
      // An unreadable image leaves the pad empty; the parent still holds its value.
    }
  }, []);

  /** Sizes the canvas to its box in device pixels, so strokes stay sharp. */
  const resize = useCallback(() => {
    const canvas = canvasRef.current;
    const pad = padRef.current;
    if (!canvas || !pad) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    const width = canvas.offsetWidth;
    const boxHeight = canvas.offsetHeight;
    if (width === 0 || boxHeight === 0) return;
    // The observer's first callback (and any that reports the same box) must not wipe ink drawn
    // since the last sizing: it may arrive after the user has started to sign.
    if (canvas.width === width * ratio && canvas.height === boxHeight * ratio) return;
    const strokes = pad.toData();
    canvas.width = width * ratio;
    canvas.height = boxHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    if (strokes.length > 0) pad.fromData(strokes);
    else void drawValue(valueRef.current);
  }, [drawValue]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePadLibrary(canvas, { penColor: INK, backgroundColor: PAPER });
    padRef.current = pad;
    const onEnd = () => {
      setTypedName('');
      emit(false);
    };
    pad.addEventListener('endStroke', onEnd);
    resize();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => resize());
    observer?.observe(canvas);
    return () => {
      observer?.disconnect();
      pad.removeEventListener('endStroke', onEnd);
      pad.off();
      padRef.current = null;
    };
  }, [emit, resize]);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (isDisabled) pad.off();
    else pad.on();
  }, [isDisabled]);

  // Draw a value the pad did not produce itself (e.g. kept by the parent after a failed save).
  useEffect(() => {
    if (value === emitted.current) return;
    emitted.current = value;
    setHasSignature(value !== null);
    if (value === null) setTypedName('');
    void drawValue(value);
  }, [value, drawValue]);

  const onTypedName = (name: string) => {
    setTypedName(name);
    const pad = padRef.current;
    const canvas = canvasRef.current;
    if (!pad || !canvas) return;
    pad.clear();
    const text = name.trim();
    if (text === '') {
      emit(true);
      return;
    }
    const context = canvas.getContext('2d');
    if (context) {
      const width = canvas.offsetWidth || canvas.width;
      const boxHeight = canvas.offsetHeight || canvas.height;
      let size = Math.round(boxHeight * 0.4);
      context.font = `italic ${size}px ${SIGNATURE_FONTS}`;
      // Shrink long names to fit the width.
      while (size > 12 && context.measureText(text).width > width * 0.9) {
        size -= 2;
        context.font = `italic ${size}px ${SIGNATURE_FONTS}`;
      }
      context.fillStyle = INK;
      context.textAlign = 'center';
      context.textBaseline = 'middle';
      context.fillText(text, width / 2, boxHeight / 2);
    }
    emit(false);
  };

  const clear = () => {
    padRef.current?.clear();
    setTypedName('');
    emit(true);
  };

  const errors = isInvalid && errorMessage ? [errorMessage] : [];
  const canvasLabel = intl.formatMessage(pickerMessages.signatureCanvasState, {
    state: hasSignature ? 'signed' : 'empty',
  });

  return (
    <SignatureRoot
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[helpId, errors.length > 0 ? errorId : null].filter(Boolean).join(' ')}
      data-invalid={errors.length > 0 || undefined}
      data-disabled={isDisabled || undefined}
      className={className}
    >
      <FieldLabel as="span" id={labelId}>
        {label}
        {isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <FieldDescription as="div" id={helpId}>
        {description ?? intl.formatMessage(pickerMessages.signatureHelp)}
      </FieldDescription>
      <PadSurface>
        <PadCanvas ref={canvasRef} role="img" aria-label={canvasLabel} style={{ blockSize: height }} />
      </PadSurface>
      <PadActions>
        <TextField
          label={intl.formatMessage(pickerMessages.signatureTypedName)}
          value={typedName}
          onChange={onTypedName}
          isDisabled={isDisabled}
          isReadOnly={!hydrated}
          // The keyboard's way to sign: marked invalid with the pad, so a refused submit focuses it.
          isInvalid={errors.length > 0}
          aria-describedby={errors.length > 0 ? errorId : undefined}
          autoComplete="name"
        />
        <Button variant="secondary" onPress={clear} isDisabled={isDisabled || !hasSignature}>
          {intl.formatMessage(pickerMessages.signatureClear)}
        </Button>
      </PadActions>
      <CaptureFieldError id={errorId} errors={errors} />
    </SignatureRoot>
  );
}
