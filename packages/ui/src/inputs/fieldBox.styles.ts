import { css } from 'styled-components';
import { focusRing } from '../theme/focusRing';
import { vars } from '../theme/theme';

/**
 * The one field box of the design system: the border, radius, padding, height and states of every
 * field's input area. Used by TextField's input (and through it PasswordField, TextArea, NumberField,
 * SearchField, ComboBox, PhoneField's number and OtpField), Select's trigger, PhoneField's country
 * button and DateTimePicker's segment group. Fields have one size: 2.5rem (40px) high, like a `md`
 * Button beside them.
 *
 * States, read from react-aria's data attributes on the box or on the field element around it:
 * - hover (`data-hovered`): a darker border;
 * - focus: the 2px focus ring (`focusRing`, offset 0) and a focus-coloured border, on any focus of
 *   a text input or textarea (`data-focused`), keyboard focus of a button (`data-focus-visible`),
 *   or focus inside a group (`data-focus-within`);
 * - invalid (`data-invalid` on the box or its field): the error-coloured border, 2px wide;
 * - disabled (`data-disabled`): disabled surface and text, `not-allowed` cursor;
 * - read-only (`readonly`, `data-readonly` on the box or its field): the sunken surface.
 */
export const fieldBox = css`
  min-block-size: 2.5rem;
  margin: 0;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border.default};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  font-family: inherit;
  font-size: ${vars.font.size.md};
  line-height: ${vars.font.lineHeight.tight};
  transition: border-color ${vars.duration.fast};

  &[data-hovered] {
    border-color: ${vars.color.fg.muted};
  }
  &[data-focused]:is(input, textarea),
  &[data-focus-visible],
  &[data-focus-within] {
    ${focusRing}
    outline-offset: 0;
    border-color: ${vars.color.focusRing};
  }
  &[data-invalid],
  [data-invalid] > & {
    border-color: ${vars.color.border.invalid};
    box-shadow: inset 0 0 0 1px ${vars.color.border.invalid};
  }
  &[readonly],
  &[data-readonly],
  [data-readonly] > & {
    background: ${vars.color.bg.sunken};
  }
  &[data-disabled] {
    background: ${vars.color.bg.disabled};
    color: ${vars.color.fg.disabled};
    cursor: not-allowed;
  }
`;
