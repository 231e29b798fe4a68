export { FormikPasswordField, FormikTextField } from './FormikTextField.tsx';
export type { FormikPasswordFieldProps, FormikTextFieldProps } from './FormikTextField.tsx';
export { FormikOtpField } from './FormikOtpField.tsx';
export type { FormikOtpFieldProps } from './FormikOtpField.tsx';
