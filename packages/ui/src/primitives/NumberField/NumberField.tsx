import type { FocusEvent, ReactNode, Ref } from 'react';
import { FieldIconButton } from '../../inputs/shared.styles';
import { MinusIcon, PlusIcon } from '../../inputs/icons';
import { FieldHelp, FieldLabelWithMark } from '../TextField/FieldParts';
import { FieldInput } from '../TextField/TextField.styles';
import { StepperGroup, StyledNumberField } from './NumberField.styles';

/** Props of {@link NumberField}. */
export interface NumberFieldProps {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /** Form field name (Formik's key). */
  name?: string;
  /** Controlled value; `null` is empty. */
  value?: number | null;
  /** Called with the parsed number when the value is committed (blur, Enter, stepper, arrow keys); `null` when cleared. */
  onChange?: (value: number | null) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Smallest allowed value (the stepper stops there; typed values are clamped on commit). */
  minValue?: number;
  /** Largest allowed value. */
  maxValue?: number;
  /** Stepper and arrow-key increment. Default 1. */
  step?: number;
  /**
   * How the number is shown and parsed, in the page's locale (`Intl.NumberFormat` options), e.g.
   * `{ style: 'currency', currency: 'INR' }`, `{ style: 'percent' }`, `{ maximumFractionDigits: 0 }`.
   */
  formatOptions?: Intl.NumberFormatOptions;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text shown when `isInvalid`, linked through `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Help text linked through `aria-describedby`. */
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  placeholder?: string;
  /** Id of the input (default: generated). */
  id?: string;
  /** Ref to the `<input>` element. */
  inputRef?: Ref<HTMLInputElement>;
  /** For layout only. */
  className?: string;
}

/**
 * A labelled number input (react-aria `NumberField`) with decrement and increment buttons (named
 * by react-aria in the page's language, e.g. 'Decrease' / 'Increase'), arrow keys, Page Up/Down,
 * Home/End for min/max, locale-aware formatting and parsing (`formatOptions`), and `minValue` /
 * `maxValue` / `step` limits. The buttons are left out of the tab order (as in react-aria), the
 * arrow keys do the same. Same anatomy as `TextField`; validity from outside.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isInvalid = false,
  value,
  onChange,
  placeholder,
  inputRef,
  className,
  ...fieldProps
}: NumberFieldProps) {
  return (
    <StyledNumberField
      {...fieldProps}
      value={value === undefined ? undefined : (value ?? Number.NaN)}
      onChange={(next) => onChange?.(Number.isNaN(next) ? null : next)}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={fieldProps.isRequired} />
      <StepperGroup>
        <FieldIconButton slot="decrement">
          <MinusIcon />
        </FieldIconButton>
        <FieldInput placeholder={placeholder} ref={inputRef} />
        <FieldIconButton slot="increment">
          <PlusIcon />
        </FieldIconButton>
      </StepperGroup>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledNumberField>
  );
}
