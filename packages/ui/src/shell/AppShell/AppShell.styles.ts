import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

export const ShellRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
  min-block-size: 100dvh;
  background: ${vars.color.bg.canvas};
`;

export const SkipLink = styled.a`
  position: absolute;
  z-index: ${vars.zIndex.popover};
  inset-block-start: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.accent};
  font-weight: ${vars.font.weight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    ${focusRing}
  }
`;

export const ShellBody = styled.div`
  flex: 1;
  display: flex;
  min-block-size: 0;
`;

export const Sidebar = styled.div`
  --pp-color-fg-default: ${vars.color.nav.fg};
  --pp-color-fg-muted: ${vars.color.nav.fgMuted};
  --pp-color-focus-ring: ${vars.color.nav.focusRing};

  flex: none;
  inline-size: 16rem;
  border-inline-end: 1px solid ${vars.color.nav.border};
  background: ${vars.color.nav.bg};
  color: ${vars.color.nav.fg};
`;

/** The drawer's top area above the menu: the user menu and the header actions. */
export const DrawerExtras = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.border.subtle};
`;

export const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-inline-size: 0;
  padding-block: ${vars.space[6]};
  padding-inline: ${vars.space[6]};

  &:focus {
    outline: none;
  }

  ${media.mobile} {
    padding-inline: ${vars.space[4]};
  }
`;
