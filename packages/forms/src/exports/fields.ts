export { FormikOtpField, FormikPasswordField, FormikTextField } from '../fields/index.ts';
export type { FormikOtpFieldProps, FormikPasswordFieldProps, FormikTextFieldProps } from '../fields/index.ts';
