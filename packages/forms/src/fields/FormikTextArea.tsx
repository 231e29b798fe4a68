import { TextArea, type TextAreaProps } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikTextArea}: a ui `TextArea` minus what Formik controls, plus the field name. */
export type FormikTextAreaProps = Omit<
  TextAreaProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is a string. */
  name: string;
};

/** Connects a ui `TextArea` to a string Formik value (value, touched on blur, the schema's error once touched). */
export function FormikTextArea({ name, ...props }: FormikTextAreaProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <TextArea
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
