import { Button as AriaButton, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldBox } from '../../inputs/fieldBox.styles';
import { fieldColumn } from '../../inputs/shared.styles';
import { vars } from '../../theme/theme';

export const StyledSelect = styled(AriaSelect)`
  ${fieldColumn}
` as typeof AriaSelect;

/** The trigger: the shared field box, with the chosen value and a chevron at the inline end. */
export const SelectTrigger = styled(AriaButton)`
  ${fieldBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  inline-size: 100%;
  text-align: start;
  cursor: pointer;

  > svg {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
    color: ${vars.color.fg.muted};
  }
`;

export const ChosenValue = styled(SelectValue)`
  flex: 1;
  min-inline-size: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${vars.color.fg.muted};
  }
` as typeof SelectValue;
