export { FormikPasswordField, FormikTextField } from './FormikTextField.tsx';
export type { FormikPasswordFieldProps, FormikTextFieldProps } from './FormikTextField.tsx';
