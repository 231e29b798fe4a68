/**
 * `@partner-portal/ui/primitives`: buttons, links, fields, layout and text.
 * @packageDocumentation
 */
export { Alert } from '../primitives/Alert';
export type { AlertProps, AlertVariant } from '../primitives/Alert';
export { Button } from '../primitives/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from '../primitives/Button';
export { Card } from '../primitives/Card';
export type { CardProps } from '../primitives/Card';
export { FormActions, FormErrorSummary, FormLayout } from '../primitives/FormLayout';
export type {
  FormActionsProps,
  FormErrorSummaryItem,
  FormErrorSummaryProps,
  FormLayoutProps,
} from '../primitives/FormLayout';
export { Heading } from '../primitives/Heading';
export type { HeadingLevel, HeadingProps, HeadingSize } from '../primitives/Heading';
export { Link } from '../primitives/Link';
export type { LinkProps, LinkVariant } from '../primitives/Link';
export { PasswordField } from '../primitives/PasswordField';
export type { PasswordFieldProps } from '../primitives/PasswordField';
export { Spinner } from '../primitives/Spinner';
export type { SpinnerProps, SpinnerSize } from '../primitives/Spinner';
export { Text } from '../primitives/Text';
export type { TextProps, TextSize, TextTone } from '../primitives/Text';
export { TextField } from '../primitives/TextField';
export type { TextFieldInputMode, TextFieldProps, TextFieldType } from '../primitives/TextField';
/** Hides content visually while keeping it for screen readers (react-aria `VisuallyHidden`). */
export { VisuallyHidden } from 'react-aria-components';
export { useIsHydrated } from '../utils/useIsHydrated';
