import { Link as AriaLink } from 'react-aria-components';
import styled from 'styled-components';
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

/**
 * Header on the navigation surface. It re-points the text, hover and focus-ring variables at the
 * navigation roles, so anything inside (user menu, later the menu toggle) stays readable when Semi
 * Dark makes the navigation dark.
 */
export const Header = styled.header`
  --pp-color-fg-default: ${vars.color.nav.fg};
  --pp-color-fg-muted: ${vars.color.nav.fgMuted};
  --pp-color-focus-ring: ${vars.color.nav.focusRing};

  position: sticky;
  inset-block-start: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  min-block-size: 3.75rem;
  padding-inline: ${vars.space[6]};
  border-block-end: 1px solid ${vars.color.nav.border};
  background: ${vars.color.nav.bg};
  color: ${vars.color.nav.fg};

  ${media.mobile} {
    padding-inline: ${vars.space[4]};
  }
`;

export const BrandLink = styled(AriaLink)`
  color: inherit;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;
  border-radius: ${vars.radius.sm};

  &[data-hovered] {
    color: ${vars.color.nav.accent};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const HeaderEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin-inline-start: auto;
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

  ${media.mobile} {
    display: none;
  }
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
