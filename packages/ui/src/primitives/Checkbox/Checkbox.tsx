import type { FocusEvent, ReactNode, Ref } from 'react';
import { CheckIcon, MinusIcon } from '../../inputs/icons';
import { FieldHelp } from '../TextField/FieldParts';
import { CheckBox, CheckboxLabel, RequiredMark, StyledCheckboxField } from './Checkbox.styles';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /**
   * The label beside the box. It may hold a link (e.g. "I agree to the <Link>Terms and
   * Conditions</Link>"): pressing the link follows it without toggling the box.
   */
  children: ReactNode;
  /** Form field name. */
  name?: string;
  /** The value submitted with the form, and the option's value inside a `CheckboxGroup`. */
  value?: string;
  /** Controlled checked state. */
  isSelected?: boolean;
  /** Initial checked state when uncontrolled. */
  defaultSelected?: boolean;
  /** Called with the new checked state. */
  onChange?: (isSelected: boolean) => void;
  /** Called when the checkbox loses focus (Formik marks the field touched). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Shows a dash instead of a check (some but not all of a list chosen). */
  isIndeterminate?: boolean;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text shown under the checkbox when `isInvalid`, e.g. 'Please accept the Term & Condition' (access §5). */
  errorMessage?: ReactNode;
  /** Help text linked through `aria-describedby`. */
  description?: ReactNode;
  /** Marks the input `aria-required` and shows a `*` after the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** Id of the field (error summaries link to the input through `inputRef`). */
  id?: string;
  /** Ref to the `<input type="checkbox">`. */
  inputRef?: Ref<HTMLInputElement>;
  /** For layout only. */
  className?: string;
}

/**
 * A checkbox (react-aria `CheckboxField` + `CheckboxButton`): a real `<input type="checkbox">`
 * inside its `<label>`, Space toggles it, with the same description and error anatomy as
 * `TextField` under it. Used alone (the sign-up terms checkbox, access §2 "Sign-up") or inside a
 * `CheckboxGroup` (then the group shows the error).
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  isInvalid = false,
  className,
  inputRef,
  ...checkboxProps
}: CheckboxProps) {
  return (
    <StyledCheckboxField
      {...checkboxProps}
      inputRef={inputRef}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <CheckboxLabel>
        <CheckBox>{checkboxProps.isIndeterminate ? <MinusIcon /> : <CheckIcon />}</CheckBox>
        <span>
          {children}
          {checkboxProps.isRequired && <RequiredMark aria-hidden="true">*</RequiredMark>}
        </span>
      </CheckboxLabel>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledCheckboxField>
  );
}
