import {
  PasswordField,
  TextField,
  type PasswordFieldProps,
  type TextFieldProps,
} from '@partner-portal/ui/primitives';
import { useField } from 'formik';

type Controlled = 'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage';

/** Props of {@link FormikTextField}: a ui `TextField` minus what Formik controls, plus the field name. */
export type FormikTextFieldProps = Omit<TextFieldProps, Controlled> & {
  /** Formik field name. */
  name: string;
};

/**
 * The props Formik controls on a ui field: value, change, touched on blur, and the Yup error shown
 * once the field is touched (a submit attempt touches every field).
 */
function useFormikFieldProps(name: string) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return {
    name,
    value: field.value ?? '',
    onChange: (value: string) => void helpers.setValue(value),
    onBlur: () => void helpers.setTouched(true),
    isInvalid: showError,
    errorMessage: showError ? meta.error : undefined,
  };
}

/** Connects a ui `TextField` to Formik with `useField` (value, change, touched, Yup error). */
export function FormikTextField({ name, ...props }: FormikTextFieldProps) {
  return <TextField {...props} {...useFormikFieldProps(name)} />;
}

/** Props of {@link FormikPasswordField}. */
export type FormikPasswordFieldProps = Omit<PasswordFieldProps, Controlled> & {
  /** Formik field name. */
  name: string;
};

/** Connects a ui `PasswordField` (with its show/hide toggle) to Formik, like {@link FormikTextField}. */
export function FormikPasswordField({ name, ...props }: FormikPasswordFieldProps) {
  return <PasswordField {...props} {...useFormikFieldProps(name)} />;
}
