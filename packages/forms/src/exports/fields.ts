export { FormikOtpField, FormikPasswordField, FormikTextField } from '../fields/index.ts';
export type { FormikOtpFieldProps, FormikPasswordFieldProps, FormikTextFieldProps } from '../fields/index.ts';
export { FormikPhoneField } from '../fields/FormikPhoneField.tsx';
export type { FormikPhoneFieldProps } from '../fields/FormikPhoneField.tsx';
export { FormikCheckbox } from '../fields/FormikCheckbox.tsx';
export type { FormikCheckboxProps } from '../fields/FormikCheckbox.tsx';
export { FormikComboBox } from '../fields/FormikComboBox.tsx';
export type { FormikComboBoxProps } from '../fields/FormikComboBox.tsx';
