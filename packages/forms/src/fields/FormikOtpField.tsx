import { OtpField, type OtpFieldProps } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikOtpField}: a ui `OtpField` minus what Formik controls, plus the field name. */
export type FormikOtpFieldProps = Omit<
  OtpFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name. */
  name: string;
};

/**
 * Connects a ui `OtpField` (one-time code or passphrase, with its resend control) to Formik with
 * `useField`: value, change, touched on blur, and the Yup error once the field is touched.
 */
export function FormikOtpField({ name, ...props }: FormikOtpFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <OtpField
      {...props}
      name={name}
      value={field.value ?? ''}
      onChange={(value) => void helpers.setValue(value)}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
