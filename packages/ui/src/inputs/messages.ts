import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plainMessages = defineMessages({
  clearSearch: { id: 'ui.searchField.clear', defaultMessage: 'Clear search' },
  selectPlaceholder: { id: 'ui.select.placeholder', defaultMessage: 'Select an option' },
  showSuggestions: { id: 'ui.comboBox.showSuggestions', defaultMessage: 'Show suggestions' },
  noResults: { id: 'ui.comboBox.noResults', defaultMessage: 'No results found' },
  loadingResults: { id: 'ui.comboBox.loading', defaultMessage: 'Loading…' },
  tagListAdd: {
    id: 'ui.tagList.add',
    defaultMessage: 'Add',
    description: 'Button beside a multi-value input: add the typed value to the list (verb)',
  },
  tagListNewValue: { id: 'ui.tagList.newValue', defaultMessage: 'New value' },
  tagListEmpty: { id: 'ui.tagList.empty', defaultMessage: 'No values yet' },
  tagListRemove: { id: 'ui.tagList.remove', defaultMessage: 'Remove' },
  countryCode: { id: 'ui.phoneField.countryCode', defaultMessage: 'Country code' },
  resendOtp: { id: 'ui.otpField.resend', defaultMessage: 'Resend OTP' },
  resendAvailable: { id: 'ui.otpField.resendAvailable', defaultMessage: 'You can now resend the code.' },
});

const messagesWithValues = defineMessages<{
  resendOtpIn: { seconds: number };
  otpDigits: { length: number };
}>({
  resendOtpIn: { id: 'ui.otpField.resendIn', defaultMessage: 'Resend OTP in {seconds}s' },
  otpDigits: { id: 'ui.otpField.digits', defaultMessage: '{length} digits' },
});

/**
 * User-facing strings of the input components (`@partner-portal/ui/inputs`), with English defaults.
 * Ids start with `ui.`; the app supplies translations under the same ids. The spec names no text for
 * the OTP resend button or its timer (access §2 "Partner registration": "Resend is disabled for 60
 * seconds with a countdown"), so 'Resend OTP' / 'Resend OTP in {seconds}s' are ours; screens that
 * resend a passphrase pass the spec's 'Resend Passphrase' through props.
 */
export const inputMessages: InputMessages = { ...plainMessages, ...messagesWithValues };

/** Type of {@link inputMessages}: each descriptor knows the values its message needs. */
export type InputMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly resendOtpIn: TypedMessageDescriptor<{ seconds: number }>;
  readonly otpDigits: TypedMessageDescriptor<{ length: number }>;
};
