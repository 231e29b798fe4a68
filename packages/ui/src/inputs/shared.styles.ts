import { Button as AriaButton } from 'react-aria-components';
import { styled, css } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme';

/**
 * Shared look of the input components (`@partner-portal/ui/inputs`). The label, description and
 * error come from TextField's `FieldParts`; the box of every field is `fieldBox`
 * (./fieldBox.styles.ts). These pieces add what TextField has no need for: the field column of
 * non-text fields and small icon buttons inside an input. The list popover of the fields that have
 * one is ./listPopover.styles.ts, its own module: a styled component is created when its module
 * runs, so a field that only needs `fieldColumn` (a checkbox, a radio group, the OTP field) does not
 * bring react-aria's list box, popover and collections with it (issue 21).
 */

/** Label, control, description and error stacked like `TextField`. */
export const fieldColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
`;

/** A small square button inside an input (clear, stepper, open list, remove tag). */
export const FieldIconButton = styled(AriaButton)`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2rem;
  block-size: 2rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.fg.muted};
  cursor: pointer;

  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }

  &[data-hovered] {
    color: ${vars.color.fg.default};
    background: ${vars.color.bg.surfaceHover};
  }
  &[data-pressed] {
    background: ${vars.color.bg.sunken};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: 0;
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    background: transparent;
    cursor: not-allowed;
  }
`;
