import { Select, type SelectProps } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikSelect}: a ui `Select` minus what Formik controls, plus the field name. */
export type FormikSelectProps = Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is the chosen option id ('' when none). */
  name: string;
};

/**
 * Connects a ui `Select` to a Formik string value (the chosen option's id, '' for none); the
 * error shows once the field was touched (closing the list or choosing marks it touched).
 */
export function FormikSelect({ name, ...props }: FormikSelectProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <Select
      {...props}
      name={name}
      value={field.value ? field.value : null}
      onChange={(value) => {
        void helpers.setValue(value ?? '');
        void helpers.setTouched(true, false);
      }}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
