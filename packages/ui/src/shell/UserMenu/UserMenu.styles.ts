import { Button as AriaButton, Menu, MenuItem, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

export const AvatarButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  max-inline-size: 16rem;
  min-block-size: 2.5rem;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[1]} ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.full};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.font.size.sm};
  cursor: pointer;

  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.nav.hoverBg};
  }
  &[data-focus-visible] {
    ${focusRing}
  }

  > svg {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

export const UserName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  ${media.mobile} {
    ${visuallyHidden}
  }
`;

export const MenuPopover = styled(Popover)`
  min-inline-size: 12rem;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.lg};
  outline: none;
`;

export const StyledMenu = styled(Menu)`
  display: flex;
  flex-direction: column;
  outline: none;
`;

export const StyledMenuItem = styled(MenuItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.25rem;
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.sm};
  cursor: pointer;
  outline: none;

  svg {
    inline-size: 1rem;
    block-size: 1rem;
    color: ${vars.color.fg.muted};
  }

  &[data-hovered],
  &[data-focused] {
    background: ${vars.color.bg.accentSubtle};
    color: ${vars.color.fg.accentHover};
    svg {
      color: currentColor;
    }
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;
