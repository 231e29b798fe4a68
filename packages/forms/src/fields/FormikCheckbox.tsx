import { Checkbox, type CheckboxProps } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikCheckbox}: a ui `Checkbox` minus what Formik controls, plus the field name. */
export type FormikCheckboxProps = Omit<
  CheckboxProps,
  'name' | 'isSelected' | 'defaultSelected' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is a boolean. */
  name: string;
};

/**
 * Connects a ui `Checkbox` to a boolean Formik value (checked state, touched on blur, the schema's
 * error once touched, e.g. 'Please accept the Term & Condition', access §5 'Sign-up').
 */
export function FormikCheckbox({ name, ...props }: FormikCheckboxProps) {
  const [field, meta, helpers] = useField<boolean>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <Checkbox
      {...props}
      name={name}
      isSelected={field.value === true}
      onChange={(selected) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(selected);
      }}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
