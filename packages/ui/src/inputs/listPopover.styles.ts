import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { styled } from 'styled-components';
import { popoverSurface } from '../theme/popoverSurface';
import { vars } from '../theme/theme';

/**
 * The list popover of the input components that have one (Select, ComboBox, PhoneField's country
 * list): kept apart from ./shared.styles.ts so the fields without a list do not load react-aria's
 * list box and popover (issue 21).
 */

/** The popover of a select, combo box or country list. */
export const ListPopover = styled(Popover)`
  min-inline-size: var(--trigger-width);
  max-inline-size: min(24rem, 100vw);
  padding: ${vars.space[1]};
  ${popoverSurface}
  border-radius: ${vars.radius.md};
  overflow: auto;
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
