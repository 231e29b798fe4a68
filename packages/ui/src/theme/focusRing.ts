import { css } from 'styled-components';
import { vars } from './theme';

/**
 * Visible keyboard focus ring (WCAG 2.4.7 / 2.4.11): a 2px outline in `color.focusRing` with a 2px
 * offset. Apply inside `&[data-focus-visible]` (react-aria) or `&:focus-visible`.
 */
export const focusRing = css`
  outline: ${vars.focusRing.width} solid ${vars.color.focusRing};
  outline-offset: ${vars.focusRing.offset};
`;

/** Visually hides content while keeping it available to assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
