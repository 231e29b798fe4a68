import { CheckboxGroup, type CheckboxGroupProps } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikCheckboxGroup}: a ui `CheckboxGroup` minus what Formik controls, plus the field name. */
export type FormikCheckboxGroupProps = Omit<
  CheckboxGroupProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is the list of chosen option values. */
  name: string;
};

/** Connects a ui `CheckboxGroup` to a `string[]` Formik value (touched on change or when focus leaves the group). */
export function FormikCheckboxGroup({ name, ...props }: FormikCheckboxGroupProps) {
  const [field, meta, helpers] = useField<string[]>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <CheckboxGroup
      {...props}
      name={name}
      value={field.value ?? []}
      onChange={(value) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
