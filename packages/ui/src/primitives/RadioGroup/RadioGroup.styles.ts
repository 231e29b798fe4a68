import { Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import { styled } from 'styled-components';
import { fieldColumn } from '../../inputs/shared.styles';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';
import { toggleLabelLook } from '../Checkbox/Checkbox.styles';

export const StyledRadioGroup = styled(AriaRadioGroup)`
  ${fieldColumn}
`;

/** The choices: stacked, or a wrapping row when the group's `data-orientation` is horizontal. */
export const RadioStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[1]};

  [data-orientation='horizontal'] > & {
    flex-direction: row;
    flex-wrap: wrap;
    column-gap: ${vars.space[6]};
  }
`;

/** The round mark; a filled dot when chosen. */
export const RadioMark = styled.span`
  flex: none;
  box-sizing: border-box;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: 0.0625rem;
  border: 2px solid ${vars.color.border.default};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.surface};
  transition:
    border-color ${vars.duration.fast},
    border-width ${vars.duration.fast};
`;

export const RadioLabel = styled(Radio)`
  ${toggleLabelLook}

  &[data-hovered] ${RadioMark} {
    border-color: ${vars.color.fg.muted};
  }
  &[data-selected] ${RadioMark} {
    border-color: ${vars.color.bg.accent};
    border-width: 0.375rem;
  }
  &[data-focus-visible] ${RadioMark} {
    ${focusRing}
  }
  &[data-invalid] ${RadioMark} {
    border-color: ${vars.color.border.invalid};
  }
  &[data-disabled] ${RadioMark} {
    border-color: ${vars.color.fg.disabled};
    background: ${vars.color.bg.disabled};
  }
`;

export const ChoiceText = styled.span`
  display: flex;
  flex-direction: column;
`;

export const ChoiceDescription = styled.span`
  font-size: ${vars.font.size.sm};
  color: ${vars.color.fg.muted};
`;
