import type { FocusEvent, ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { CloseIcon, SearchIcon } from '../../inputs/icons';
import { inputMessages } from '../../inputs/messages';
import { FieldIconButton } from '../../inputs/shared.styles';
import { FieldHelp, FieldLabelWithMark } from '../TextField/FieldParts';
import { FieldInput } from '../TextField/TextField.styles';
import { SearchBox, StyledSearchField } from './SearchField.styles';

/** Props of {@link SearchField}. */
export interface SearchFieldProps {
  /** Label; also the input's accessible name. Hide it visually with `isLabelHidden`. */
  label: ReactNode;
  /** Keep the label for screen readers only (e.g. a search box above a list). */
  isLabelHidden?: boolean;
  name?: string;
  /** Controlled search text. */
  value?: string;
  /** Called on every change, and with `''` when cleared. */
  onChange?: (value: string) => void;
  /** Called on Enter with the current text. */
  onSubmit?: (value: string) => void;
  /** Called when the clear button or Escape empties the field. */
  onClear?: () => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  placeholder?: string;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  errorMessage?: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** For layout only. */
  className?: string;
}

/**
 * A labelled search input (react-aria `SearchField`, `type="search"`): a search icon, a clear
 * button named 'Clear search' (shown only when there is text, out of the tab order as in react-aria;
 * it returns focus to the input), and
 * Escape clears the text. Enter calls `onSubmit`. Used for the chat user search (operations §2
 * "Chat") and list filters.
 */
export function SearchField({
  label,
  isLabelHidden = false,
  description,
  errorMessage,
  isInvalid = false,
  placeholder,
  inputRef,
  className,
  ...fieldProps
}: SearchFieldProps) {
  const intl = useIntl();
  return (
    <StyledSearchField
      {...fieldProps}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
      data-label-hidden={isLabelHidden || undefined}
    >
      <FieldLabelWithMark label={label} isRequired={fieldProps.isRequired} />
      <SearchBox>
        <SearchIcon />
        <FieldInput placeholder={placeholder} ref={inputRef} />
        <FieldIconButton aria-label={intl.formatMessage(inputMessages.clearSearch)}>
          <CloseIcon />
        </FieldIconButton>
      </SearchBox>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledSearchField>
  );
}
