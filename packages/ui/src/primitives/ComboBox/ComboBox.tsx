import type { FocusEvent, ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CheckIcon, ChevronDownIcon } from '../../inputs/icons';
import { inputMessages } from '../../inputs/messages';
import { ListMessage, ListPopover, OptionItem, OptionList } from '../../inputs/listPopover.styles';
import { FieldIconButton } from '../../inputs/shared.styles';
import type { SelectOption } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { FieldHelp, FieldLabelWithMark } from '../TextField/FieldParts';
import { FieldInput } from '../TextField/TextField.styles';
import { ComboBoxBox, LoadingMark, StyledComboBox } from './ComboBox.styles';

/** Props of {@link ComboBox}. */
export interface ComboBoxProps {
  /** Visible label; also the input's accessible name. */
  label: ReactNode;
  /** Every suggestion (`{ id, label, isDisabled? }`); the combo box filters them by the typed text. */
  options: readonly SelectOption[];
  /** Form field name. */
  name?: string;
  /** Controlled chosen option id; `null` when none. */
  value?: string | null;
  /** Called with the chosen option id (or `null` when the text no longer matches a choice). */
  onChange?: (value: string | null) => void;
  /** Controlled text in the input. */
  inputValue?: string;
  /** Called with the typed text (e.g. to load suggestions from a server, or to keep a free value). */
  onInputChange?: (value: string) => void;
  /** Keep typed text that matches no option (free entry); otherwise it resets on blur. */
  allowsCustomValue?: boolean;
  /** Shows a spinner in the input and 'Loading…' in an empty list while suggestions load. */
  isLoading?: boolean;
  /** Text shown when no option matches. Default 'No results found'. */
  emptyMessage?: ReactNode;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  placeholder?: string;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text under the field when `isInvalid`. */
  errorMessage?: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  id?: string;
  /** For layout only. */
  className?: string;
}

/**
 * An autocomplete (react-aria `ComboBox`): a text input whose list of suggestions is filtered by
 * the typed text (case and accent insensitive, "contains"), with a button that shows every
 * suggestion. Keyboard: typing opens the list, Arrow Down/Up move, Enter chooses, Escape closes
 * then clears. When nothing matches the list says 'No results found'; with `isLoading` a spinner
 * shows and an empty list says 'Loading…'. Built for the sign-up's optional 'Who referred you?'
 * field fed by the referral list (access §2 "Sign-up", §3 "Referral list response"). Same anatomy
 * as `TextField`.
 */
export function ComboBox({
  label,
  options,
  description,
  errorMessage,
  isInvalid = false,
  isLoading = false,
  emptyMessage,
  value,
  onChange,
  placeholder,
  className,
  ...comboProps
}: ComboBoxProps) {
  const intl = useIntl();
  return (
    <StyledComboBox
      {...comboProps}
      defaultItems={options}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => onChange?.(key === null ? null : String(key))}
      allowsEmptyCollection
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={comboProps.isRequired} />
      <ComboBoxBox data-loading={isLoading || undefined}>
        <FieldInput placeholder={placeholder} aria-busy={isLoading || undefined} />
        {isLoading && (
          <LoadingMark>
            <Spinner size="sm" />
          </LoadingMark>
        )}
        <FieldIconButton aria-label={intl.formatMessage(inputMessages.showSuggestions)}>
          <ChevronDownIcon />
        </FieldIconButton>
      </ComboBoxBox>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
      <ListPopover>
        <OptionList<SelectOption>
          renderEmptyState={() => (
            <ListMessage>
              {isLoading
                ? intl.formatMessage(inputMessages.loadingResults)
                : (emptyMessage ?? intl.formatMessage(inputMessages.noResults))}
            </ListMessage>
          )}
        >
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
    </StyledComboBox>
  );
}
