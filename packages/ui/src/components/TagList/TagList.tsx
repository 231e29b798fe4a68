import { useState, type ReactNode } from 'react';
import { FieldErrorContext, type Key } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { CloseIcon } from '../../inputs/icons';
import { inputMessages } from '../../inputs/messages';
import { FieldIconButton } from '../../inputs/shared.styles';
import { Button } from '../../primitives/Button/Button';
import { FieldHelp, FieldLabelWithMark } from '../../primitives/TextField/FieldParts';
import { FieldInput } from '../../primitives/TextField/TextField.styles';
import { AddField, AddRow, EmptyTags, StyledTagGroup, TagChip, TagListRoot, Tags } from './TagList.styles';

/** Props of {@link TagList}. */
export interface TagListProps {
  /** Visible label of the values (names the tag grid). */
  label: ReactNode;
  /** The values, in order; each is shown as a removable tag. Values are unique. */
  value: readonly string[];
  /** Called with the new list after a value is added or removed. */
  onChange?: (value: string[]) => void;
  /** Form field name (used for the new-value input's `name`, as `${name}-new`). */
  name?: string;
  /** Accessible name of the new-value input. Default 'New value'. */
  addLabel?: string;
  /** Placeholder of the new-value input. */
  placeholder?: string;
  /** Longest value allowed, in characters. */
  maxLength?: number;
  /** Whether the value is invalid, decided by the form library. */
  isInvalid?: boolean;
  /** Error text under the tags when `isInvalid`, linked to the tag grid. */
  errorMessage?: ReactNode;
  /** Help text linked to the tag grid. */
  description?: ReactNode;
  /** Shows a `*` after the label (at least one value is needed). */
  isRequired?: boolean;
  /** Tags can be neither added nor removed. */
  isDisabled?: boolean;
  /** Tags are shown without remove buttons and without the add row. */
  isReadOnly?: boolean;
  /** For layout only. */
  className?: string;
}

const validity = (isInvalid: boolean): ValidityState => ({
  badInput: false,
  customError: isInvalid,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: !isInvalid,
  valueMissing: false,
});

/**
 * Several values of one key shown as removable tags (react-aria `TagGroup`), with a text input and
 * an 'Add' button to add one (Enter in the input adds too; blank and repeated values are ignored).
 * Keyboard: the tags are one tab stop, arrow keys move between them, Delete or Backspace removes
 * the focused tag, each tag also has a remove button (named 'Remove' plus the tag's value by react-aria). Used by the unstructured data form
 * where a key holds several values (operations §2 "Unstructured Data Form", §3 "Unstructured
 * template"). Label, description and error follow `TextField`'s anatomy.
 */
export function TagList({
  label,
  value,
  onChange,
  name,
  addLabel,
  placeholder,
  maxLength,
  isInvalid = false,
  errorMessage,
  description,
  isRequired,
  isDisabled = false,
  isReadOnly = false,
  className,
}: TagListProps) {
  const intl = useIntl();
  const [draft, setDraft] = useState('');
  const canEdit = !isDisabled && !isReadOnly;
  const items = value.map((entry) => ({ id: entry }));

  const add = () => {
    const next = draft.trim();
    if (!next) return;
    if (!value.includes(next)) onChange?.([...value, next]);
    setDraft('');
  };

  const remove = (keys: Set<Key>) => onChange?.(value.filter((entry) => !keys.has(entry)));

  return (
    <TagListRoot className={className} data-disabled={isDisabled || undefined}>
      <StyledTagGroup onRemove={canEdit ? remove : undefined} data-invalid={isInvalid || undefined}>
        <FieldLabelWithMark label={label} isRequired={isRequired} />
        <Tags
          items={items}
          renderEmptyState={() => <EmptyTags>{intl.formatMessage(inputMessages.tagListEmpty)}</EmptyTags>}
        >
          {(item) => (
            <TagChip id={item.id} textValue={item.id} isDisabled={isDisabled}>
              {({ allowsRemoving }) => (
                <>
                  <span>{item.id}</span>
                  {allowsRemoving && (
                    <FieldIconButton
                      slot="remove"
                      aria-label={intl.formatMessage(inputMessages.tagListRemove)}
                    >
                      <CloseIcon />
                    </FieldIconButton>
                  )}
                </>
              )}
            </TagChip>
          )}
        </Tags>
        <FieldErrorContext.Provider
          value={{ isInvalid, validationErrors: [], validationDetails: validity(isInvalid) }}
        >
          <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
        </FieldErrorContext.Provider>
      </StyledTagGroup>
      {!isReadOnly && (
        <AddRow>
          <AddField
            aria-label={addLabel ?? intl.formatMessage(inputMessages.tagListNewValue)}
            name={name ? `${name}-new` : undefined}
            value={draft}
            onChange={setDraft}
            maxLength={maxLength}
            isDisabled={isDisabled}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
          >
            {/* Its typing is the list's state, not a form value: a server-rendered page keeps it
                read-only until the app is live (data-live-input, apps/portal boot.ts). */}
            <FieldInput placeholder={placeholder} data-live-input="" />
          </AddField>
          <Button variant="secondary" onPress={add} isDisabled={isDisabled || draft.trim() === ''}>
            {intl.formatMessage(inputMessages.tagListAdd)}
          </Button>
        </AddRow>
      )}
    </TagListRoot>
  );
}
