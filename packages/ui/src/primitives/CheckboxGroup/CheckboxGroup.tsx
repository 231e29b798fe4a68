import type { FocusEvent, ReactNode } from 'react';
import { Checkbox } from '../Checkbox/Checkbox';
import { FieldHelp, FieldLabelWithMark } from '../TextField/FieldParts';
import { OptionStack, StyledCheckboxGroup } from './CheckboxGroup.styles';

/** One choice of a {@link CheckboxGroup} or `RadioGroup`. */
export interface ChoiceOption {
  /** Value reported in `onChange` and submitted with the form. */
  value: string;
  /** Visible label of the choice. */
  label: ReactNode;
  /** Help text under the choice. */
  description?: ReactNode;
  isDisabled?: boolean;
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /** Visible group label (`role="group"` is named by it). */
  label: ReactNode;
  /** The choices. */
  options: readonly ChoiceOption[];
  /** Form field name (each checkbox submits under it). */
  name?: string;
  /** Controlled chosen values. */
  value?: string[];
  /** Called with every chosen value, in the order they were chosen. */
  onChange?: (value: string[]) => void;
  /** Called when focus leaves the group. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Stack the choices (default) or put them in a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text shown under the group when `isInvalid`. */
  errorMessage?: ReactNode;
  /** Help text linked to the group. */
  description?: ReactNode;
  /** Shows a `*` after the label (at least one choice is needed). */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  id?: string;
  /** For layout only. */
  className?: string;
}

/**
 * A labelled group of checkboxes (react-aria `CheckboxGroup`) for a "choose any" question, e.g. a
 * survey's checkboxes question (operations §2 "Customer satisfaction survey"). Tab moves between
 * the boxes, Space toggles; the group's description and error follow `TextField`'s anatomy.
 */
export function CheckboxGroup({
  label,
  options,
  description,
  errorMessage,
  isInvalid = false,
  orientation = 'vertical',
  className,
  ...groupProps
}: CheckboxGroupProps) {
  return (
    <StyledCheckboxGroup
      {...groupProps}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={groupProps.isRequired} />
      <OptionStack data-orientation={orientation}>
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            description={option.description}
          >
            {option.label}
          </Checkbox>
        ))}
      </OptionStack>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledCheckboxGroup>
  );
}
