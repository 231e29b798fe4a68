import { PhoneField, type PhoneFieldProps, type PhoneValue } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikPhoneField}: a ui `PhoneField` minus what Formik controls, plus the field name. */
export type FormikPhoneFieldProps = Omit<
  PhoneFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is a `PhoneValue` (`{ countryCode, dialCode, number }`). */
  name: string;
};

/**
 * Connects a ui `PhoneField` (dial-code prefix, default +91, and the national number) to Formik:
 * the whole `PhoneValue` is one Formik value, touched on blur, and the schema's error for the field
 * (a test on the phone object, e.g. 'Please input your phone number!', access §5) shows once touched.
 */
export function FormikPhoneField({ name, ...props }: FormikPhoneFieldProps) {
  const [field, meta, helpers] = useField<PhoneValue>(name);
  // An error on the phone object is a string; nested errors (never produced by our schemas) are ignored.
  const error = typeof meta.error === 'string' ? meta.error : undefined;
  const showError = Boolean(meta.touched) && error !== undefined;
  return (
    <PhoneField
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? error : undefined}
    />
  );
}
