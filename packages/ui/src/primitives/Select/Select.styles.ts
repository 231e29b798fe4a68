import { Button as AriaButton, Select as AriaSelect, SelectValue } from 'react-aria-components';
import styled from 'styled-components';
import { boxLook, fieldColumn } from '../../inputs/shared.styles';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const StyledSelect = styled(AriaSelect)`
  ${fieldColumn}
` as typeof AriaSelect;

/** The trigger: looks like TextField's input, with the chosen value and a chevron at the inline end. */
export const SelectTrigger = styled(AriaButton)`
  ${boxLook}
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

  &[data-hovered] {
    border-color: ${vars.color.fg.muted};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
    border-color: ${vars.color.focusRing};
  }
  [data-invalid] > & {
    border-color: ${vars.color.border.invalid};
    box-shadow: inset 0 0 0 1px ${vars.color.border.invalid};
  }
  &[data-disabled] {
    background: ${vars.color.bg.disabled};
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
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
