import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  Popover,
  Separator,
} from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { popoverSurface } from '../../theme/popoverSurface';
import { vars } from '../../theme/theme';

/**
 * The one menu surface of the design system: `Menu` below, and through it the shell's user menu,
 * language picker and horizontal navigation dropdowns.
 */
export const MenuPopover = styled(Popover)`
  min-inline-size: 12rem;
  max-inline-size: min(20rem, calc(100vw - 1rem));
  padding: ${vars.space[1]};
  ${popoverSurface}
  border-radius: ${vars.radius.md};
  overflow: auto;
  z-index: ${vars.zIndex.popover};
`;

export const StyledMenu = styled(AriaMenu)`
  display: flex;
  flex-direction: column;
  outline: none;
`;

export const StyledMenuItem = styled(AriaMenuItem)`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas: 'icon label check' 'icon description check';
  align-items: center;
  column-gap: ${vars.space[2]};
  min-block-size: 2.25rem;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};
  text-decoration: none;
  cursor: pointer;
  outline: none;

  [data-menu-icon] {
    grid-area: icon;
    display: inline-flex;
    color: ${vars.color.fg.muted};
  }
  /* Low specificity: an icon that sizes itself (e.g. a 24x16 flag) keeps its size. */
  :where([data-menu-icon] svg) {
    inline-size: 1rem;
    block-size: 1rem;
  }
  [data-menu-label] {
    grid-area: label;
    display: flex;
    align-items: center;
    gap: ${vars.space[2]};
    min-inline-size: 0;
  }
  [data-menu-check] {
    grid-area: check;
    display: inline-flex;
  }
  [data-menu-check] svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
  [data-menu-description] {
    grid-area: description;
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.xs};
  }

  &[data-variant='danger'] {
    color: ${vars.color.fg.danger};
    [data-menu-icon] {
      color: currentColor;
    }
  }

  &[data-hovered],
  &[data-focused] {
    background: ${vars.color.bg.accentSubtle};
    color: ${vars.color.fg.accentHover};
    [data-menu-icon],
    [data-menu-description] {
      color: currentColor;
    }
  }
  &[data-selected] {
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-current] {
    color: ${vars.color.fg.accent};
    font-weight: ${vars.font.weight.semibold};
  }
  &[data-variant='danger'][data-hovered],
  &[data-variant='danger'][data-focused] {
    background: ${vars.color.status.error.bg};
    color: ${vars.color.status.error.fg};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }
`;

export const StyledMenuSection = styled(AriaMenuSection)`
  display: flex;
  flex-direction: column;
`;

export const SectionHeader = styled(Header)`
  padding-block: ${vars.space[2]} ${vars.space[1]};
  padding-inline: ${vars.space[3]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

export const StyledSeparator = styled(Separator)`
  block-size: 1px;
  margin-block: ${vars.space[1]};
  margin-inline: 0;
  border: 0;
  background: ${vars.color.border.subtle};
`;
