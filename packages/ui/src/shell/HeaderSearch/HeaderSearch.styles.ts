import { Input, SearchField } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const SearchForm = styled.form`
  display: flex;
  align-items: stretch;
  min-inline-size: 0;
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};

  &:focus-within {
    ${focusRing}
  }
`;

export const HiddenLabel = styled.label`
  ${visuallyHidden}
`;

export const CategorySelect = styled.select`
  flex: none;
  padding-inline: ${vars.space[2]};
  border: 0;
  border-inline-end: 1px solid ${vars.color.border.subtle};
  border-start-start-radius: ${vars.radius.md};
  border-end-start-radius: ${vars.radius.md};
  background: ${vars.color.bg.sunken};
  color: ${vars.color.fg.default};
  font: inherit;
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  outline: none;
`;

export const StyledSearchField = styled(SearchField)`
  display: flex;
  flex: 1;
  min-inline-size: 0;
`;

export const SearchInput = styled(Input)`
  flex: 1;
  min-inline-size: 6rem;
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  border: 0;
  background: transparent;
  color: ${vars.color.fg.default};
  font: inherit;
  font-size: ${vars.font.size.sm};
  outline: none;

  &::placeholder {
    color: ${vars.color.fg.muted};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;
