import { Button as AriaButton } from 'react-aria-components';
import { styled } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme';

/** A 44 px header control on the navigation surface (icon, optional text, optional count badge). */
export const HeaderButton = styled(AriaButton)`
  position: relative;
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
  color: ${vars.color.nav.fg};
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
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

/** Count badge on a header button's corner (decorative; the button's name carries the count). */
export const CountBadge = styled.span`
  position: absolute;
  inset-block-start: 0.125rem;
  inset-inline-end: 0.125rem;
  min-inline-size: 1.125rem;
  padding-inline: 0.25rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.danger};
  color: ${vars.color.fg.onDanger};
  font-size: 0.6875rem;
  font-weight: ${vars.font.weight.bold};
  line-height: 1.125rem;
  text-align: center;
`;
