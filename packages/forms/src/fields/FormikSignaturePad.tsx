import { SignaturePad, type SignaturePadProps } from '@partner-portal/ui/pickers';
import { useField } from 'formik';

/** Props of {@link FormikSignaturePad}: a ui `SignaturePad` minus what Formik controls, plus the field name. */
export type FormikSignaturePadProps = Omit<
  SignaturePadProps,
  'value' | 'onChange' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is the signature image (`Blob`) or `null`. */
  name: string;
};

/**
 * Connects the ui `SignaturePad` to a Formik `Blob | null` value. A stroke marks the field touched;
 * the schema's error shows once touched (a submit touches every field). The image stays in Formik's
 * values, so a failed save or a step change keeps it.
 */
export function FormikSignaturePad({ name, ...props }: FormikSignaturePadProps) {
  const [field, meta, helpers] = useField<Blob | null>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <SignaturePad
      {...props}
      value={field.value}
      onChange={(file) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(file);
      }}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
