import { useMemo, type ClipboardEvent, type FocusEvent, type ReactNode, type Ref } from 'react';
import { SelectValue, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon, ChevronDownIcon } from '../../inputs/icons';
import { inputMessages } from '../../inputs/messages';
import { ListPopover, OptionItem, OptionList } from '../../inputs/listPopover.styles';
import { FieldHelp, FieldLabelWithMark } from '../../primitives/TextField/FieldParts';
import { FieldInput, StyledTextField } from '../../primitives/TextField/TextField.styles';
import { useIsHydrated } from '../../utils/useIsHydrated';
import {
  DEFAULT_PHONE_COUNTRY,
  getPhoneCountries,
  phoneDialCode,
  phoneNumberMaxLength,
  type PhoneCountry,
} from './phoneCountries';
import { CountrySelect, CountryTrigger, DialCode, PhoneRow } from './PhoneField.styles';

/**
 * The value of a {@link PhoneField}, e.g. `{ countryCode: 'IN', dialCode: '+91', number: '9876543210' }`.
 * `number` holds digits only, without the dial code or a leading trunk 0.
 */
export interface PhoneValue {
  /** ISO 3166-1 alpha-2 code of the chosen country, e.g. 'IN'. */
  countryCode: string;
  /** Its dial code with a plus, e.g. '+91' (the sign-up payload's `country_code`). */
  dialCode: string;
  /** The national number, digits only. */
  number: string;
}

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  /** Visible label of the number input, e.g. 'Phone' or 'WhatsApp number'. */
  label: ReactNode;
  /** Form field name (Formik's key) of the number input. */
  name?: string;
  /** Controlled value. When left out, the field starts empty with `defaultCountry`. */
  value?: PhoneValue;
  /** Called with the whole value when the country or the number changes. */
  onChange?: (value: PhoneValue) => void;
  /** Called when the number input loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Country used when `value` is missing. Default 'IN' (+91, access §9). */
  defaultCountry?: string;
  /** Limit the country list to these ISO codes (default: every country with a dial code). */
  countryCodes?: readonly string[];
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text under the field when `isInvalid`, e.g. 'Please input your phone number!' (access §5). */
  errorMessage?: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  /** Id of the number input. */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** For layout only. */
  className?: string;
}

/** Keeps the digits of a pasted number, dropping a leading dial code or trunk 0 when too long. */
function normalisePasted(text: string, dialCode: string, maxLength: number): string {
  let digits = text.replace(/\D/g, '');
  const dialDigits = dialCode.replace(/\D/g, '');
  if (digits.length > maxLength && dialDigits && digits.startsWith(dialDigits)) {
    digits = digits.slice(dialDigits.length);
  }
  if (digits.length > maxLength && digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, maxLength);
}

/**
 * A phone number input with a country dial-code prefix (access §2 "Sign-up": "phone with a
 * country-code prefix (default +91)"; "Client sign-up"; "Partner registration"). The prefix is a
 * react-aria `Select` named 'Country code' (type a country's name to jump to it) listing every
 * country as `{ name, dial_code, code }` ({@link getPhoneCountries}); the number input takes digits
 * only, its `maxLength` is the longest mobile number of the chosen country (India: 10, access §5),
 * and a pasted "+91 98765-43210" becomes "9876543210". The row and the input stay `dir="ltr"` in
 * Arabic. Changing the country keeps the digits typed so far; a form's schema reports a number too
 * long for the new country ('Phone Number cannot exceed 10 digits for the selected country code!').
 *
 * Data and size: dial codes and lengths come from libphonenumber-js's mobile metadata through a
 * generated table (./phoneCountryTable.ts, about 1.5 KB gzip; the metadata itself is 24 KB gzip and
 * is not shipped); country names come from the browser's `Intl.DisplayNames` (nothing bundled).
 * All of it loads only with this component: the package is
 * `sideEffects: false`, so bundlers drop it from routes that do not use PhoneField.
 */
export function PhoneField({
  label,
  value,
  onChange,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  countryCodes,
  description,
  errorMessage,
  isInvalid = false,
  placeholder,
  inputRef,
  className,
  ...fieldProps
}: PhoneFieldProps) {
  const intl = useIntl();
  const countryCode = value?.countryCode ?? defaultCountry;
  // Country names come from the runtime's ICU data (Intl.DisplayNames), which differs between Node
  // (the build-time prerender of /signup and /client-signup) and browsers ('Hong Kong SAR China' /
  // 'Hong Kong'). Until hydrated the list holds the chosen country alone, named by its code, so the
  // prerendered HTML and the hydrating render agree (and the page carries no 240-option list).
  const hydrated = useIsHydrated();
  const countries = useMemo(() => {
    const all = getPhoneCountries(intl.locale);
    const listed = countryCodes ? all.filter((country) => countryCodes.includes(country.code)) : all;
    if (hydrated) return listed;
    return listed
      .filter((country) => country.code === countryCode)
      .map((country) => ({ ...country, name: country.code }));
  }, [intl.locale, countryCodes, hydrated, countryCode]);

  const dialCode = value?.dialCode ?? phoneDialCode(countryCode) ?? '';
  const number = value?.number ?? '';
  const maxLength = phoneNumberMaxLength(countryCode);

  const emit = (next: Partial<PhoneValue>) => onChange?.({ countryCode, dialCode, number, ...next });

  const chooseCountry = (key: Key | null) => {
    if (key === null) return;
    const code = String(key);
    emit({ countryCode: code, dialCode: phoneDialCode(code) ?? '' });
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const pasted = event.clipboardData.getData('text');
    event.preventDefault();
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? input.value.length;
    const replacesAll = start === 0 && end === input.value.length;
    const next = replacesAll
      ? normalisePasted(pasted, dialCode, maxLength)
      : (input.value.slice(0, start) + pasted.replace(/\D/g, '') + input.value.slice(end)).slice(
          0,
          maxLength,
        );
    if (next !== number) emit({ number: next });
  };

  return (
    <StyledTextField
      {...fieldProps}
      value={number}
      onChange={(text) => {
        const digits = text.replace(/\D/g, '').slice(0, maxLength);
        if (digits !== number) emit({ number: digits });
      }}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={maxLength}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={fieldProps.isRequired} />
      <PhoneRow dir="ltr">
        <CountrySelect
          aria-label={intl.formatMessage(inputMessages.countryCode)}
          value={countryCode}
          onChange={chooseCountry}
          isDisabled={fieldProps.isDisabled || fieldProps.isReadOnly}
        >
          <CountryTrigger>
            <SelectValue<PhoneCountry>>
              {({ selectedItem }) => (
                <>
                  {selectedItem?.code ?? countryCode} {selectedItem?.dial_code ?? dialCode}
                </>
              )}
            </SelectValue>
            <ChevronDownIcon />
          </CountryTrigger>
          <ListPopover>
            <OptionList items={countries}>
              {(country) => (
                <OptionItem id={country.code} textValue={country.name}>
                  {({ isSelected }) => (
                    <>
                      <span>
                        {country.name} <DialCode dir="ltr">{country.dial_code}</DialCode>
                      </span>
                      {isSelected && <CheckIcon />}
                    </>
                  )}
                </OptionItem>
              )}
            </OptionList>
          </ListPopover>
        </CountrySelect>
        <FieldInput placeholder={placeholder} dir="ltr" ref={inputRef} onPaste={paste} />
      </PhoneRow>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledTextField>
  );
}
