import { SearchField as AriaSearchField } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldColumn, FieldIconButton } from '../../inputs/shared.styles';
import { visuallyHidden } from '../../theme/focusRing';
import { vars } from '../../theme/theme';
import { FieldInput, FieldLabel } from '../TextField/TextField.styles';

export const StyledSearchField = styled(AriaSearchField)`
  ${fieldColumn}

  &[data-label-hidden] ${FieldLabel} {
    ${visuallyHidden}
  }
`;

/** Positions the search icon and the clear button over the input. */
export const SearchBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;

  ${FieldInput} {
    padding-inline: 2.25rem 2.75rem;
  }
  /* No browser "x": the field has its own clear button. */
  ${FieldInput}::-webkit-search-cancel-button {
    appearance: none;
  }

  > svg {
    position: absolute;
    inset-inline-start: ${vars.space[3]};
    inline-size: 1rem;
    block-size: 1rem;
    color: ${vars.color.fg.muted};
    pointer-events: none;
  }

  ${FieldIconButton} {
    position: absolute;
    inset-inline-end: ${vars.space[1]};
  }

  [data-empty] > & ${FieldIconButton} {
    display: none;
  }
`;
