import { useRef, useState, type KeyboardEvent } from 'react';
import { MINUTE_STEPS, snapMinute, type MinuteStep } from './serviceDateTime';
import { SegmentBox } from './DateTimePicker.styles';

/** Props of {@link MinuteSegment}. */
export interface MinuteSegmentProps {
  /** The minute shown, or `null` for the placeholder. */
  value: MinuteStep | null;
  onChange: (value: MinuteStep) => void;
  /** Accessible name, the localized word for 'minute'. */
  label: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isInvalid?: boolean;
}

const step = (value: MinuteStep | null, delta: 1 | -1): MinuteStep => {
  if (value === null) return delta === 1 ? MINUTE_STEPS[0] : MINUTE_STEPS[3];
  const index = MINUTE_STEPS.indexOf(value);
  return MINUTE_STEPS[(index + delta + MINUTE_STEPS.length) % MINUTE_STEPS.length] ?? 0;
};

/**
 * The minute segment of the date-time field: a spin button like react-aria's other segments, but
 * limited to 00, 15, 30 and 45. ArrowUp / ArrowDown (and PageUp / PageDown) step by 15 minutes and
 * wrap, Home and End go to 00 and 45, typed digits are snapped ('3' or '30' gives 30, '4' gives
 * 45), Backspace goes back to 00. ArrowLeft and ArrowRight bubble to the field, which moves to the
 * neighbouring segment. A mouse or touch press focuses this segment (not the hour before it).
 */
export function MinuteSegment({
  value,
  onChange,
  label,
  isDisabled,
  isReadOnly,
  isInvalid,
}: MinuteSegmentProps) {
  const typed = useRef('');
  const [isFocused, setFocused] = useState(false);
  const editable = !isDisabled && !isReadOnly;

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    if (!editable || event.altKey || event.ctrlKey || event.metaKey) return;
    let next: MinuteStep | null = null;
    switch (event.key) {
      case 'ArrowUp':
      case 'PageUp':
        next = step(value, 1);
        break;
      case 'ArrowDown':
      case 'PageDown':
        next = step(value, -1);
        break;
      case 'Home':
        next = MINUTE_STEPS[0];
        break;
      case 'End':
        next = MINUTE_STEPS[3];
        break;
      case 'Backspace':
      case 'Delete':
        next = MINUTE_STEPS[0];
        typed.current = '';
        break;
      default:
        if (/^[0-9]$/.test(event.key)) {
          const buffer = `${typed.current}${event.key}`.slice(-2);
          const number = Number(buffer);
          // One digit is the tens ('3' is 30); two digits are the minute, when they are a minute.
          const minute = buffer.length === 2 && number <= 59 ? number : Number(event.key) * 10;
          typed.current = buffer.length === 2 && number <= 59 ? '' : event.key;
          next = snapMinute(Math.min(minute, 59));
        }
    }
    if (next === null) return;
    event.preventDefault();
    event.stopPropagation();
    if (
      event.key.startsWith('Arrow') ||
      event.key.startsWith('Page') ||
      event.key === 'Home' ||
      event.key === 'End'
    )
      typed.current = '';
    onChange(next);
  };

  const text = value === null ? '––' : String(value).padStart(2, '0');
  return (
    <SegmentBox
      role="spinbutton"
      aria-label={label}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value === null ? undefined : text}
      aria-valuemin={0}
      aria-valuemax={45}
      aria-disabled={isDisabled || undefined}
      aria-readonly={isReadOnly || undefined}
      aria-invalid={isInvalid || undefined}
      tabIndex={isDisabled ? undefined : 0}
      inputMode="numeric"
      data-placeholder={value === null || undefined}
      data-focused={isFocused || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
      data-type="minute"
      onKeyDown={onKeyDown}
      onFocus={() => {
        typed.current = '';
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      // Like react-aria's own segments (useDateSegment): keep a press off the field group, whose
      // press handler focuses the segment *before* the one clicked (useDatePickerGroup's
      // focusLast); the browser then focuses this segment itself (tabIndex 0).
      onPointerDown={(event) => event.stopPropagation()}
      onMouseDown={(event) => event.stopPropagation()}
    >
      {text}
    </SegmentBox>
  );
}
