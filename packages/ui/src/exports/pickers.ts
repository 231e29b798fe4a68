/**
 * `@partner-portal/ui/pickers`: picker and capture components: the service date-time picker
 * and its formatter, file drop zone with upload progress, progress bar, signature pad, wizard steps and rating.
 * @packageDocumentation
 */
export { pickerMessages } from '../components/pickerMessages';
export type { PickerMessages } from '../components/pickerMessages';
export {
  DateTimePicker,
  MINUTE_STEPS,
  formatServiceDateTime,
  parseServiceDateTime,
  serviceFieldLocale,
  snapMinute,
  toServiceIso,
} from '../components/DateTimePicker';
export type { DateTimePickerProps, MinuteStep } from '../components/DateTimePicker';
export {
  FileDropZone,
  checkFiles,
  formatBytes,
  isAcceptedType,
  isImageFile,
} from '../components/FileDropZone';
export type {
  FileDropZoneProps,
  FileRejection,
  FileRejectionReason,
  FileRules,
  UploadItem,
  UploadStatus,
} from '../components/FileDropZone';
export { ProgressBar } from '../components/ProgressBar';
export type { ProgressBarProps, ProgressBarTone } from '../components/ProgressBar';
export { RATING_VALUES, Rating } from '../components/Rating';
export type { RatingProps, RatingValue } from '../components/Rating';
export { SignaturePad } from '../components/SignaturePad';
export type { SignaturePadProps } from '../components/SignaturePad';
export { Steps } from '../components/Steps';
export type { StepDefinition, StepsProps } from '../components/Steps';
