import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const MobileBar = styled.header`
  --pp-color-fg-default: ${vars.color.nav.fg};
  --pp-color-fg-muted: ${vars.color.nav.fgMuted};
  --pp-color-focus-ring: ${vars.color.nav.focusRing};

  position: sticky;
  inset-block-start: 0;
  z-index: ${vars.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 3.5rem;
  padding-inline: ${vars.space[2]} ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.nav.border};
  background: ${vars.color.nav.bg};
  color: ${vars.color.nav.fg};
`;

export const Logo = styled(AriaLink)`
  color: inherit;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
  text-decoration: none;
  border-radius: ${vars.radius.sm};

  &[data-focus-visible] {
    ${focusRing}
  }
`;

export const BarButton = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  min-inline-size: 2.75rem;
  min-block-size: 2.75rem;
  padding-inline: ${vars.space[2]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  font-size: ${vars.font.size.sm};
  font-weight: ${vars.font.weight.semibold};
  cursor: pointer;

  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.nav.hoverBg};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-end] {
    margin-inline-start: auto;
  }

  svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }
  [dir='rtl'] &[data-end] svg {
    transform: scaleX(-1);
  }
`;
