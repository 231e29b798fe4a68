import { CheckboxGroup as AriaCheckboxGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldColumn } from '../../inputs/shared.styles';
import { vars } from '../../theme/theme';

export const StyledCheckboxGroup = styled(AriaCheckboxGroup)`
  ${fieldColumn}
`;

/** The options, stacked (`data-orientation="vertical"`) or in a wrapping row (`"horizontal"`). */
export const OptionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[1]};

  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space[6]};
  }
`;
