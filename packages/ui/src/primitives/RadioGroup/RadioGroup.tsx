import type { FocusEvent, ReactNode } from 'react';
import type { ChoiceOption } from '../CheckboxGroup/CheckboxGroup';
import { FieldHelp, FieldLabelWithMark } from '../TextField/FieldParts';
import {
  ChoiceDescription,
  ChoiceText,
  RadioLabel,
  RadioMark,
  RadioStack,
  StyledRadioGroup,
} from './RadioGroup.styles';

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /** Visible group label (`role="radiogroup"` is named by it). */
  label: ReactNode;
  /** The choices (`{ value, label, description?, isDisabled? }`). */
  options: readonly ChoiceOption[];
  /** Form field name. */
  name?: string;
  /** Controlled chosen value; `null` when none is chosen. */
  value?: string | null;
  /** Called with the chosen value. */
  onChange?: (value: string) => void;
  /** Called when focus leaves the group. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Stack the choices (`'vertical'`, default) or set them in a row (`'horizontal'`). Arrow keys move in both. */
  orientation?: 'vertical' | 'horizontal';
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text under the group when `isInvalid`, e.g. 'Please complete this field' (operations §5). */
  errorMessage?: ReactNode;
  /** Help text linked to the group. */
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  id?: string;
  /** For layout only. */
  className?: string;
}

/**
 * A labelled group of radio buttons (react-aria `RadioGroup`) for a "choose one" question, e.g. a
 * survey's multiple-choice question (operations §2). Tab enters the group on the chosen radio,
 * arrow keys move and choose (mirrored in right-to-left pages). Same anatomy as `TextField`.
 */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  isInvalid = false,
  orientation = 'vertical',
  value,
  className,
  ...groupProps
}: RadioGroupProps) {
  return (
    <StyledRadioGroup
      {...groupProps}
      value={value}
      orientation={orientation}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={groupProps.isRequired} />
      <RadioStack>
        {options.map((option) => (
          <RadioLabel key={option.value} value={option.value} isDisabled={option.isDisabled}>
            <RadioMark />
            <ChoiceText>
              <span>{option.label}</span>
              {option.description && <ChoiceDescription>{option.description}</ChoiceDescription>}
            </ChoiceText>
          </RadioLabel>
        ))}
      </RadioStack>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledRadioGroup>
  );
}
