export { FormikPasswordField, FormikTextField } from '../fields/index.ts';
export type { FormikPasswordFieldProps, FormikTextFieldProps } from '../fields/index.ts';
