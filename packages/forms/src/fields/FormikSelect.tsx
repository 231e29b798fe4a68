import { Select, type SelectProps } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikSelect}: a ui `Select` minus what Formik controls, plus the field name. */
export type FormikSelectProps = Omit<
  SelectProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is the chosen option id, `''` when none. */
  name: string;
};

/** Connects a ui `Select` to a string Formik value (the chosen option id; touched on choice or blur). */
export function FormikSelect({ name, ...props }: FormikSelectProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <Select
      {...props}
      name={name}
      value={field.value ? field.value : null}
      onChange={(value) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(value ?? '');
      }}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
