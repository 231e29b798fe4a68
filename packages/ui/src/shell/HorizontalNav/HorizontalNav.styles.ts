import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const BarRoot = styled.nav`
  --pp-color-fg-default: ${vars.color.nav.fg};
  --pp-color-fg-muted: ${vars.color.nav.fgMuted};
  --pp-color-focus-ring: ${vars.color.nav.focusRing};

  position: relative;
  background: ${vars.color.nav.bg};
  color: ${vars.color.nav.fg};
  border-block-end: 1px solid ${vars.color.nav.border};

  &[data-non-production] {
    border-block-start: 0.25rem solid ${vars.color.status.warning.border};
  }
`;

export const BarList = styled.ul`
  display: flex;
  flex-wrap: nowrap;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[4]};
  list-style: none;
`;

const topItem = `
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  padding-inline: ${vars.space[3]};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.nav.fg};
  font: inherit;
  font-size: ${vars.font.size.sm};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

/** One entry of the bar; entries never shrink (those that do not fit go into 'More'). */
export const TopEntry = styled.li`
  flex-shrink: 0;
`;

/**
 * An invisible copy of the bar's entries, one per cell and the 'More' button last, whose widths
 * decide how many entries fit. Semibold, as the current entry is, so a mark never overflows the row.
 */
export const MeasureRow = styled.div`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  display: flex;
  inline-size: 100%;
  block-size: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
`;

export const MeasureItem = styled.span`
  ${topItem}
  flex-shrink: 0;
  font-weight: ${vars.font.weight.semibold};

  > svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;

export const TopLink = styled(AriaLink)`
  ${topItem}

  &[data-hovered] {
    background: ${vars.color.nav.hoverBg};
  }
  &[aria-current='page'] {
    color: ${vars.color.nav.accent};
    font-weight: ${vars.font.weight.semibold};
    box-shadow: inset 0 -2px 0 currentColor;
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;

export const TopButton = styled(AriaButton)`
  ${topItem}

  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.nav.hoverBg};
  }
  &[data-current] {
    color: ${vars.color.nav.accent};
    font-weight: ${vars.font.weight.semibold};
    box-shadow: inset 0 -2px 0 currentColor;
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }

  > svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
`;
