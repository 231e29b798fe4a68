export { DateTimePicker } from './DateTimePicker';
export type { DateTimePickerProps } from './DateTimePicker';
export {
  MINUTE_STEPS,
  formatServiceDateTime,
  parseServiceDateTime,
  serviceFieldLocale,
  snapMinute,
  toServiceIso,
} from './serviceDateTime';
export type { MinuteStep } from './serviceDateTime';
