import { Button as AriaButton, DisclosurePanel, Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

/**
 * The sidebar on the navigation surface. It re-points text and focus-ring variables at the
 * navigation roles, so it stays readable when Semi Dark makes navigation dark.
 */
export const NavRoot = styled.nav`
  --pp-color-fg-default: ${vars.color.nav.fg};
  --pp-color-fg-muted: ${vars.color.nav.fgMuted};
  --pp-color-focus-ring: ${vars.color.nav.focusRing};

  display: flex;
  flex-direction: column;
  min-block-size: 100%;
  background: ${vars.color.nav.bg};
  color: ${vars.color.nav.fg};

  &[data-non-production] {
    border-inline-start: 0.375rem solid transparent;
    border-image: repeating-linear-gradient(
        45deg,
        ${vars.color.status.warning.border} 0 0.5rem,
        ${vars.color.nav.bg} 0.5rem 1rem
      )
      1;
  }
`;

/** The 'Non-production' band at the top of the sidebar outside production. */
export const EnvironmentBand = styled.p`
  margin: 0;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[4]};
  background: ${vars.color.status.warning.bg};
  color: ${vars.color.status.warning.fg};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

export const NavList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  margin: 0;
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[2]};
  list-style: none;
`;

const row = `
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  inline-size: 100%;
  min-block-size: 2.5rem;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.nav.fg};
  font: inherit;
  font-size: ${vars.font.size.sm};
  text-align: start;
  text-decoration: none;
  cursor: pointer;
`;

export const ItemLink = styled(AriaLink)`
  ${row}
  position: relative;

  &[data-hovered] {
    background: ${vars.color.nav.hoverBg};
  }
  &[aria-current='page'] {
    background: ${vars.color.nav.hoverBg};
    color: ${vars.color.nav.accent};
    font-weight: ${vars.font.weight.semibold};

    &::before {
      content: '';
      position: absolute;
      inset-block: ${vars.space[1]};
      inset-inline-start: 0;
      inline-size: 0.1875rem;
      border-radius: ${vars.radius.full};
      background: currentColor;
    }
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;

export const GroupTrigger = styled(AriaButton)`
  ${row}
  border: 0;
  background: transparent;
  color: ${vars.color.nav.fgMuted};
  font-weight: ${vars.font.weight.semibold};

  &[data-hovered] {
    background: ${vars.color.nav.hoverBg};
    color: ${vars.color.nav.fg};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }

  > svg {
    margin-inline-start: auto;
    inline-size: 1rem;
    block-size: 1rem;
    transition: transform ${vars.duration.fast};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

export const GroupPanel = styled(DisclosurePanel)`
  padding-inline-start: ${vars.space[3]};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[0.5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export const ItemIcon = styled.span`
  display: inline-flex;
  flex: none;
  font-size: 1.125rem;

  svg {
    inline-size: 1em;
    block-size: 1em;
  }
`;

export const ItemLabel = styled.span`
  flex: 1;
  min-inline-size: 0;
`;

/** Pending-count badge: accent pill with its text colour (≥ 4.5:1 in every theme and scheme). */
export const Badge = styled.span`
  flex: none;
  min-inline-size: 1.5rem;
  padding-block: 0.0625rem;
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.accent};
  color: ${vars.color.fg.onAccent};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.normal};
  text-align: center;
`;
