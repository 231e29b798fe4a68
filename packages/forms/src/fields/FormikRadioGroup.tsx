import { RadioGroup, type RadioGroupProps } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikRadioGroup}: a ui `RadioGroup` minus what Formik controls, plus the field name. */
export type FormikRadioGroupProps = Omit<
  RadioGroupProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is the chosen option's value, `''` when none. */
  name: string;
};

/** Connects a ui `RadioGroup` to a string Formik value (touched on choice or when focus leaves the group). */
export function FormikRadioGroup({ name, ...props }: FormikRadioGroupProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <RadioGroup
      {...props}
      name={name}
      value={field.value ? field.value : null}
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
