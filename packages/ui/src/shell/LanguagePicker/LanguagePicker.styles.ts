import { Menu, MenuItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

export const Flag = styled.span`
  display: inline-flex;
  flex: none;

  svg {
    inline-size: 1.5rem;
    block-size: 1rem;
    border-radius: 0.125rem;
    box-shadow: 0 0 0 1px rgb(0 0 0 / 0.12);
  }
`;

export const CurrentName = styled.span`
  ${media.mobile} {
    display: none;
  }
`;

export const PickerPopover = styled(Popover)`
  min-inline-size: 11rem;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.lg};
  outline: none;
`;

export const PickerMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  outline: none;
`;

export const PickerItem = styled(MenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  outline: none;

  &[data-hovered],
  &[data-focused] {
    background: ${vars.color.bg.accentSubtle};
    color: ${vars.color.fg.accentHover};
  }
  &[data-selected] {
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }

  > svg {
    margin-inline-start: auto;
    inline-size: 1rem;
    block-size: 1rem;
  }
`;
