/**
 * `@partner-portal/ui/inputs`: form inputs beyond the text and password fields of `primitives`.
 * Every field shares TextField's anatomy (label with required mark, description, error from
 * outside with `validationBehavior="aria"`). PhoneField brings libphonenumber-js's mobile metadata
 * (about 24 KB gzip); the package is side-effect free, so routes that do not use it do not load it.
 * @packageDocumentation
 */
export { Checkbox } from '../primitives/Checkbox';
export type { CheckboxProps } from '../primitives/Checkbox';
export { CheckboxGroup } from '../primitives/CheckboxGroup';
export type { CheckboxGroupProps, ChoiceOption } from '../primitives/CheckboxGroup';
export { ComboBox } from '../primitives/ComboBox';
export type { ComboBoxProps } from '../primitives/ComboBox';
export { NumberField } from '../primitives/NumberField';
export type { NumberFieldProps } from '../primitives/NumberField';
export { RadioGroup } from '../primitives/RadioGroup';
export type { RadioGroupProps } from '../primitives/RadioGroup';
export { SearchField } from '../primitives/SearchField';
export type { SearchFieldProps } from '../primitives/SearchField';
export { Select } from '../primitives/Select';
export type { SelectOption, SelectProps } from '../primitives/Select';
export { Switch } from '../primitives/Switch';
export type { SwitchProps } from '../primitives/Switch';
export { TextArea } from '../primitives/TextArea';
export type { TextAreaProps } from '../primitives/TextArea';
export { OtpField, useResendCountdown } from '../components/OtpField';
export type { OtpFieldProps, ResendCountdown, ResendCountdownOptions } from '../components/OtpField';
export {
  DEFAULT_PHONE_COUNTRY,
  PhoneField,
  getPhoneCountries,
  phoneDialCode,
  phoneNumberMaxLength,
} from '../components/PhoneField';
export type { PhoneCountry, PhoneFieldProps, PhoneValue } from '../components/PhoneField';
export { TagList } from '../components/TagList';
export type { TagListProps } from '../components/TagList';
export { inputMessages } from '../inputs/messages';
export type { InputMessages } from '../inputs/messages';
