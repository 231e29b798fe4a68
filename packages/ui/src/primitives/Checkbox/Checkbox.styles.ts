import { CheckboxButton, CheckboxField } from 'react-aria-components';
import { styled, css } from 'styled-components';
import { fieldColumn } from '../../inputs/shared.styles';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const StyledCheckboxField = styled(CheckboxField)`
  ${fieldColumn}
`;

/** The square box; the check mark shows when the checkbox is selected. */
export const CheckBox = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.25rem;
  block-size: 1.25rem;
  margin-block-start: 0.0625rem;
  border: 2px solid ${vars.color.border.default};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.onAccent};
  transition:
    background-color ${vars.duration.fast},
    border-color ${vars.duration.fast};

  svg {
    inline-size: 0.875rem;
    block-size: 0.875rem;
    visibility: hidden;
  }
`;

/**
 * Look of a label holding a box (checkbox, switch, radio) and its text, keyed by react-aria's state
 * attributes on the `<label>`.
 */
export const toggleLabelLook = css`
  display: inline-flex;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-block-size: 1.5rem;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.normal};
  cursor: pointer;

  &[data-disabled] {
    color: ${vars.color.fg.muted};
    cursor: not-allowed;
  }
`;

export const CheckboxLabel = styled(CheckboxButton)`
  ${toggleLabelLook}

  &[data-hovered] ${CheckBox} {
    border-color: ${vars.color.fg.muted};
  }
  &[data-selected] ${CheckBox}, &[data-indeterminate] ${CheckBox} {
    border-color: ${vars.color.bg.accent};
    background: ${vars.color.bg.accent};
    svg {
      visibility: visible;
    }
  }
  &[data-pressed] ${CheckBox} {
    border-color: ${vars.color.bg.accentPressed};
  }
  &[data-focus-visible] ${CheckBox} {
    ${focusRing}
  }
  &[data-invalid] ${CheckBox} {
    border-color: ${vars.color.border.invalid};
  }
  &[data-disabled] ${CheckBox} {
    border-color: ${vars.color.fg.disabled};
    background: ${vars.color.bg.disabled};
    color: ${vars.color.fg.disabled};
  }
`;

export const RequiredMark = styled.span`
  margin-inline-start: ${vars.space[1]};
  color: ${vars.color.fg.danger};
`;
