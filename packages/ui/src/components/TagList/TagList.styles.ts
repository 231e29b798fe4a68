import { Tag, TagGroup, TagList as AriaTagList, TextField as AriaTextField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldColumn, FieldIconButton } from '../../inputs/shared.styles';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const TagListRoot = styled.div`
  ${fieldColumn}
  gap: ${vars.space[2]};
`;

export const StyledTagGroup = styled(TagGroup)`
  ${fieldColumn}
`;

export const Tags = styled(AriaTagList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  min-block-size: 2rem;
  align-items: center;
  outline: none;
` as typeof AriaTagList;

export const TagChip = styled(Tag)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};
  max-inline-size: 100%;
  min-block-size: 2rem;
  padding-block: 0;
  padding-inline: ${vars.space[3]} ${vars.space[1]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.accentSubtle};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};
  cursor: default;
  outline: none;

  > span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    background: ${vars.color.bg.disabled};
    color: ${vars.color.fg.muted};
  }
  &:not([data-allows-removing]) {
    padding-inline-end: ${vars.space[3]};
  }

  ${FieldIconButton} {
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border-radius: ${vars.radius.full};
  }
` as typeof Tag;

export const EmptyTags = styled.span`
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;

/** The new-value input and its Add button in one row. */
export const AddRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
`;

export const AddField = styled(AriaTextField)`
  flex: 1;
  min-inline-size: 0;
`;
