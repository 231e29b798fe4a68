import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { FieldHelp, FieldLabelWithMark } from '../TextField/FieldParts';
import { StyledTextField } from '../TextField/TextField.styles';
import { FieldTextArea } from './TextArea.styles';

/** Props of {@link TextArea}. */
export interface TextAreaProps {
  /** Visible label; also the textarea's accessible name. */
  label: ReactNode;
  /** Form field name (Formik's key). */
  name?: string;
  /** Controlled value. */
  value?: string;
  /** Called with the new value on every change. */
  onChange?: (value: string) => void;
  /** Called when the textarea loses focus (Formik marks the field touched). */
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text shown under the textarea when `isInvalid`, linked through `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Help text linked through `aria-describedby`. */
  description?: ReactNode;
  /** Marks the textarea `aria-required` and shows a `*` after the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  /** Maximum number of characters. */
  maxLength?: number;
  /** Rows shown when empty. Default 3 (operations §2 "Chat"). */
  minRows?: number;
  /** Rows it grows to before scrolling. Default 6 (operations §2 "Chat"). */
  maxRows?: number;
  /** Hard ceiling of the block size in px, whichever of this and `maxRows` is smaller. Default 120. */
  maxHeight?: number;
  /** Called on Enter without Shift (e.g. a chat sends its message); Shift+Enter adds a line. */
  onSubmitKey?: () => void;
  /** Id of the textarea (default: generated). */
  id?: string;
  /** Ref to the `<textarea>` element. */
  textAreaRef?: Ref<HTMLTextAreaElement>;
  /** For layout only. */
  className?: string;
}

function pixels(value: string): number {
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * A labelled multi-line text input that grows with its content: it starts at `minRows` (3), grows
 * line by line up to `maxRows` (6) or `maxHeight` (120 px), whichever is smaller, and then
 * scrolls (operations §2 "Chat": "The textarea grows from 3 to 6 rows, with a maximum height of
 * 120 px"). Same anatomy as `TextField` (label, description, error from outside).
 */
export function TextArea({
  label,
  description,
  errorMessage,
  isInvalid = false,
  placeholder,
  maxLength,
  minRows = 3,
  maxRows = 6,
  maxHeight = 120,
  onSubmitKey,
  textAreaRef,
  className,
  onBlur,
  ...fieldProps
}: TextAreaProps) {
  const ref = useRef<HTMLTextAreaElement | null>(null);
  const setRef = useCallback(
    (element: HTMLTextAreaElement | null) => {
      ref.current = element;
      if (typeof textAreaRef === 'function') textAreaRef(element);
      else if (textAreaRef) textAreaRef.current = element;
    },
    [textAreaRef],
  );

  const fit = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const style = getComputedStyle(element);
    const lineHeight = pixels(style.lineHeight) || pixels(style.fontSize) * 1.5;
    const padding = pixels(style.paddingBlockStart) + pixels(style.paddingBlockEnd);
    const border = pixels(style.borderBlockStartWidth) + pixels(style.borderBlockEndWidth);
    // Without a resolved line height (no layout), only the px ceiling applies.
    const rowsCeiling = lineHeight > 0 ? lineHeight * maxRows + padding + border : Infinity;
    const ceiling = Math.min(maxHeight, rowsCeiling);
    element.style.blockSize = 'auto';
    const content = element.scrollHeight + border;
    const next = Math.min(content, ceiling);
    element.style.blockSize = `${next}px`;
    if (content > ceiling) element.setAttribute('data-scrolls', 'true');
    else element.removeAttribute('data-scrolls');
  }, [maxHeight, maxRows]);

  useLayoutEffect(fit, [fit, fieldProps.value]);

  return (
    <StyledTextField
      {...fieldProps}
      maxLength={maxLength}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={fieldProps.isRequired} />
      <FieldTextArea
        ref={setRef}
        rows={minRows}
        placeholder={placeholder}
        $maxBlockSize={maxHeight}
        onInput={fit}
        onBlur={onBlur}
        onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
          if (onSubmitKey && event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSubmitKey();
          }
        }}
      />
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledTextField>
  );
}
