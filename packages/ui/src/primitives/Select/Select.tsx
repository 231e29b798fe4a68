import type { FocusEvent, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon, ChevronDownIcon } from '../../inputs/icons';
import { inputMessages } from '../../inputs/messages';
import { ListPopover, OptionItem, OptionList } from '../../inputs/listPopover.styles';
import { FieldHelp, FieldLabelWithMark } from '../TextField/FieldParts';
import { ChosenValue, SelectTrigger, StyledSelect } from './Select.styles';

/** One option of a {@link Select} or `ComboBox`. */
export interface SelectOption {
  /** Stable id, reported in `onChange`. */
  id: string;
  /** Visible text (also what typeahead and filtering match). */
  label: string;
  isDisabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** Visible label; also the trigger's accessible name (with the chosen value). */
  label: ReactNode;
  /** The options, in display order. */
  options: readonly SelectOption[];
  /** Form field name (a hidden native select carries the value in a plain form post). */
  name?: string;
  /** Controlled chosen option id; `null` when none. */
  value?: string | null;
  /** Called with the chosen option id. */
  onChange?: (value: string | null) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Text shown when nothing is chosen. Default 'Select an option'. */
  placeholder?: string;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text under the select when `isInvalid`. */
  errorMessage?: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  id?: string;
  /** For layout only. */
  className?: string;
}

/**
 * A labelled single-choice list (react-aria `Select`: a button that opens a `ListBox` in a
 * `Popover`). Keyboard: Enter/Space/Arrow Down opens, arrows move, typing jumps to an option,
 * Enter chooses, Escape closes and returns focus. Use it for a dropdown question (operations §2
 * "Customer satisfaction survey") and short fixed lists. Same anatomy as `TextField`.
 */
export function Select({
  label,
  options,
  description,
  errorMessage,
  isInvalid = false,
  value,
  onChange,
  placeholder,
  className,
  ...selectProps
}: SelectProps) {
  const intl = useIntl();
  return (
    <StyledSelect
      {...selectProps}
      value={value}
      onChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      placeholder={placeholder ?? intl.formatMessage(inputMessages.selectPlaceholder)}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={selectProps.isRequired} />
      <SelectTrigger>
        <ChosenValue />
        <ChevronDownIcon />
      </SelectTrigger>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
      <ListPopover>
        <OptionList items={options}>
          {(option) => (
            <OptionItem id={option.id} textValue={option.label} isDisabled={option.isDisabled}>
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected && <CheckIcon />}
                </>
              )}
            </OptionItem>
          )}
        </OptionList>
      </ListPopover>
    </StyledSelect>
  );
}
