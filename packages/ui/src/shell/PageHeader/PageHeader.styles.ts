import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { media, vars } from '../../theme/theme';

/**
 * The header landmark. Its own text, hover and focus-ring variables point at the navigation
 * roles, so controls inside stay readable on a dark navigation surface (Semi Dark, Dark, and the
 * dark layout, which renders its subtree with `data-theme="dark"`).
 */
export const HeaderRoot = styled.header`
  --pp-color-fg-default: ${vars.color.nav.fg};
  --pp-color-fg-muted: ${vars.color.nav.fgMuted};
  --pp-color-focus-ring: ${vars.color.nav.focusRing};

  position: sticky;
  inset-block-start: 0;
  z-index: ${vars.zIndex.header};
  background: ${vars.color.nav.bg};
  color: ${vars.color.nav.fg};
  border-block-end: 1px solid ${vars.color.nav.border};
`;

export const Banner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[4]};
  border-block-end: 2px solid ${vars.color.nav.accent};
  background: ${vars.color.nav.hoverBg};
  color: ${vars.color.nav.fg};
  font-size: ${vars.font.size.sm};

  p {
    margin: 0;
  }
`;

export const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-block-size: 3.75rem;
  padding-inline: ${vars.space[4]} ${vars.space[6]};

  ${media.mobile} {
    padding-inline: ${vars.space[2]} ${vars.space[4]};
  }
`;

export const Logo = styled(AriaLink)`
  flex: none;
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

export const SearchSlot = styled.div`
  flex: 1;
  display: flex;
  justify-content: center;
  min-inline-size: 0;
  max-inline-size: 32rem;
  margin-inline: auto;
`;

export const End = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin-inline-start: auto;
`;

export const TextLink = styled(AriaLink)`
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.nav.fg};
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  text-decoration: none;

  &[data-hovered] {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const DismissButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: inherit;
  cursor: pointer;

  &[data-hovered] {
    background: ${vars.color.nav.bg};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;
