import { CalendarDateTime, type DateValue } from '@internationalized/date';
import { Fragment, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  I18nProvider,
  useLocale,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabelWithMark } from '../../primitives/TextField/FieldParts';
import { useIsHydrated } from '../../utils/useIsHydrated';
import { pickerMessages } from '../pickerMessages';
import {
  CalendarButton,
  CalendarFrame,
  CalendarHeader,
  CalendarNavButton,
  DateInputDirection,
  DateTimeGroup,
  FieldDateInput,
  PickerPopover,
  SegmentLiteral,
  StyledDatePicker,
  FieldDateSegment,
} from './DateTimePicker.styles';
import { MinuteSegment } from './MinuteSegment';
import {
  parseServiceDateTime,
  serviceFieldLocale,
  snapMinute,
  toServiceIso,
  type MinuteStep,
} from './serviceDateTime';

/** Props of {@link DateTimePicker}. */
export interface DateTimePickerProps {
  /** Visible label and the field's accessible name, e.g. 'Arrival date'. */
  label: ReactNode;
  /** Form field name (Formik's key); a hidden input submits the ISO value. */
  name?: string;
  /**
   * Controlled value: an ISO 8601 date-time, local ('2026-11-22T21:45:00', what `onChange` gives)
   * or absolute ('...Z', '...+05:30', shown in the browser's time zone), a `CalendarDateTime` from
   * `@internationalized/date`, or `null` / '' when empty. Minutes are snapped to 15-minute steps.
   */
  value?: string | CalendarDateTime | null;
  /**
   * Called with the new value as an ISO 8601 local date-time string without time zone,
   * 'YYYY-MM-DDTHH:mm:ss' on a 24-hour clock (minutes always 00, 15, 30 or 45, seconds 00), or
   * `null` when the user clears the date. The second argument is the same value as a
   * `CalendarDateTime`. Use `formatServiceDateTime` to show it as 'DD-MM-YYYY hh:mm A'.
   */
  onChange?: (value: string | null, dateTime: CalendarDateTime | null) => void;
  /** Called when focus leaves the field (Formik marks the field touched). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text shown under the field when `isInvalid`, e.g. 'Please Select the date!'. */
  errorMessage?: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** Marks the field required and shows a `*` after the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shows the value without letting it change (e.g. prefilled dates locked until Edit). */
  isReadOnly?: boolean;
  /** Earliest date-time the calendar and field accept (same shapes as `value`). */
  minValue?: string | CalendarDateTime | null;
  /** Latest date-time the calendar and field accept (same shapes as `value`). */
  maxValue?: string | CalendarDateTime | null;
  /** For layout only. */
  className?: string;
}

/**
 * The empty field's placeholder date while server-rendered or hydrated (react-aria's default is
 * today, which differs between the server and the browser): any fixed date with 31 days.
 */
const HYDRATION_PLACEHOLDER = new CalendarDateTime(2000, 1, 1);

/**
 * The separator shown for a literal segment, so the field reads DD-MM-YYYY hh:mm A in every
 * language: the date separators ('/', '.', '-') become '-', the rest (', ', '، ', ' ') a space.
 */
function separatorFor(segment: { text: string }): string {
  return /[/.-]/.test(segment.text) ? '-' : ' ';
}

/**
 * Date and time picker of the service call report (react-aria `DatePicker`, `DateInput`,
 * `Calendar`; `@internationalized/date`). The field reads DD-MM-YYYY hh:mm A: day, month and
 * year segments, an hour segment 01-12, a minute segment that only takes 00, 15, 30 and 45, and an
 * AM/PM segment, followed by a button that opens a calendar. Every segment is edited with the
 * keyboard (type digits, ArrowUp / ArrowDown, ArrowLeft / ArrowRight between segments, Alt+ArrowDown
 * opens the calendar). In Arabic the label, button and calendar mirror while the date-time itself
 * stays in its fixed left-to-right pattern with Latin digits. Validity comes from outside
 * (`isInvalid`, `errorMessage`, e.g. 'Please Select the date!'). Spec: operations §5 'Service call
 * report' (date-time picker rules) and §9 (minute steps, 01-12 hours, DD-MM-YYYY hh:mm A).
 */
export function DateTimePicker({
  label,
  value,
  onChange,
  onBlur,
  isInvalid = false,
  errorMessage,
  description,
  minValue,
  maxValue,
  className,
  ...rest
}: DateTimePickerProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const fieldLocale = useMemo(() => serviceFieldLocale(locale), [locale]);
  const minuteLabel = useMemo(() => {
    try {
      return new Intl.DisplayNames(fieldLocale, { type: 'dateTimeField' }).of('minute') ?? 'minute';
    } catch {
      return 'minute';
    }
  }, [fieldLocale]);
  // Server-rendered (issue 21), an absolute value shows in the runtime's zone (the server renders in
  // the zone the browser checks before hydrating); react-aria's placeholder, today, once hydrated.
  const hydrated = useIsHydrated();
  const current = useMemo(() => parseServiceDateTime(value), [value]);
  const min = useMemo(() => parseServiceDateTime(minValue), [minValue]);
  const max = useMemo(() => parseServiceDateTime(maxValue), [maxValue]);
  // The minute chosen before the date is complete; once there is a value, its minute is shown.
  const [pendingMinute, setPendingMinute] = useState<MinuteStep | null>(null);
  const minute = current ? snapMinute(current.minute) : pendingMinute;

  const emit = (next: CalendarDateTime | null) => {
    onChange?.(next ? toServiceIso(next) : null, next);
  };

  const onPickerChange = (next: DateValue | null) => {
    if (!next || !('hour' in next)) {
      emit(null);
      return;
    }
    const dateTime = next as CalendarDateTime;
    emit(dateTime.set({ minute: minute ?? 0, second: 0, millisecond: 0 }));
  };

  const onMinuteChange = (next: MinuteStep) => {
    if (current) emit(current.set({ minute: next }));
    else setPendingMinute(next);
  };

  return (
    <I18nProvider locale={fieldLocale}>
      <StyledDatePicker
        {...rest}
        value={current}
        onChange={onPickerChange}
        onBlur={onBlur}
        minValue={min ?? undefined}
        maxValue={max ?? undefined}
        placeholderValue={hydrated ? undefined : HYDRATION_PLACEHOLDER}
        granularity="hour"
        hourCycle={12}
        shouldForceLeadingZeros
        isInvalid={isInvalid}
        validationBehavior="aria"
        className={className}
      >
        <FieldLabelWithMark label={label} isRequired={rest.isRequired} />
        <DateTimeGroup>
          <DateInputDirection dir="ltr">
            <FieldDateInput>
              {(segment) => {
                if (segment.type === 'literal')
                  return <SegmentLiteral aria-hidden="true">{separatorFor(segment)}</SegmentLiteral>;
                return (
                  <Fragment>
                    <FieldDateSegment segment={segment} data-type={segment.type} />
                    {segment.type === 'hour' ? (
                      <>
                        <SegmentLiteral aria-hidden="true">:</SegmentLiteral>
                        <MinuteSegment
                          value={minute}
                          onChange={onMinuteChange}
                          label={minuteLabel}
                          isDisabled={rest.isDisabled}
                          isReadOnly={rest.isReadOnly}
                          isInvalid={isInvalid}
                        />
                      </>
                    ) : null}
                  </Fragment>
                );
              }}
            </FieldDateInput>
          </DateInputDirection>
          <CalendarButton aria-label={intl.formatMessage(pickerMessages.dateCalendarButton)}>
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <rect
                x="3"
                y="4.5"
                width="14"
                height="12.5"
                rx="2"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
              <path
                d="M3 8.5h14M7 2.5v4M13 2.5v4"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </CalendarButton>
        </DateTimeGroup>
        <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
        <PickerPopover placement="bottom start">
          {/* The calendar speaks the interface language (month names, weekday order). */}
          <I18nProvider locale={locale}>
            <Dialog>
              <CalendarFrame>
                <Calendar>
                  <CalendarHeader>
                    <CalendarNavButton slot="previous">
                      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                        <path
                          d="M12.5 4.5L7 10l5.5 5.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </CalendarNavButton>
                    <Heading />
                    <CalendarNavButton slot="next">
                      <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                        <path
                          d="M7.5 4.5L13 10l-5.5 5.5"
                          fill="none"
                          stroke="currentColor"
                          strokeWidth="1.8"
                          strokeLinecap="round"
                          strokeLinejoin="round"
                        />
                      </svg>
                    </CalendarNavButton>
                  </CalendarHeader>
                  <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
                </Calendar>
              </CalendarFrame>
            </Dialog>
          </I18nProvider>
        </PickerPopover>
      </StyledDatePicker>
    </I18nProvider>
  );
}
