import { css } from 'styled-components';
import { vars } from './theme';

/**
 * The floating surface every popover of the design system shares (Popover, Menu, the list of a
 * Select, ComboBox or PhoneField, the DatePicker's calendar): a 1px subtle border, the surface
 * colours, the large shadow and no focus outline of its own (focus shows on the items inside).
 * Radius and padding stay with each popover.
 */
export const popoverSurface = css`
  border: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.bg.surface};
  color: ${vars.color.fg.default};
  box-shadow: ${vars.shadow.lg};
  outline: none;
`;
