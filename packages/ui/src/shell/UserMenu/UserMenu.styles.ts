import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
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

/** A menu item's icon; the arrows of 'Switch Portal' and 'Logout' point the other way in RTL. */
export const DirectionalIcon = styled.svg`
  [dir='rtl'] & {
    transform: scaleX(-1);
  }
`;
