import { Button as AriaButton, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { styled, css } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme';

/**
 * Shared look of the input components (`@partner-portal/ui/inputs`). The label, description and
 * error come from TextField's `FieldParts`; the box of every field is `fieldBox`
 * (./fieldBox.styles.ts). These pieces add what TextField has no need for: the field column of
 * non-text fields, the list popover and small icon buttons inside an input.
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

/** The popover of a select, combo box or country list. */
export const ListPopover = styled(Popover)`
  min-inline-size: var(--trigger-width);
  max-inline-size: min(24rem, 100vw);
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.lg};
  overflow: auto;
  outline: none;
`;

export const OptionList = styled(ListBox)`
  display: flex;
  flex-direction: column;
  max-block-size: 18rem;
  overflow: auto;
  outline: none;
` as typeof ListBox;

export const OptionItem = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-block-size: 2.5rem;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.sm};
  font-size: ${vars.font.size.md};
  cursor: pointer;
  outline: none;

  &[data-focused],
  &[data-hovered] {
    background: ${vars.color.bg.accentSubtle};
  }
  &[data-focus-visible] {
    outline: ${vars.focusRing.width} solid ${vars.color.focusRing};
    outline-offset: -2px;
  }
  &[data-selected] {
    font-weight: ${vars.font.weight.semibold};
    color: ${vars.color.fg.accent};
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }

  svg {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
  }
` as typeof ListBoxItem;

/** Text shown in a list with no options (no results, loading). */
export const ListMessage = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
`;
