export { LanguagePicker } from './LanguagePicker';
export type { LanguagePickerProps } from './LanguagePicker';
