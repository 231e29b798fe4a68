import {
  Cell,
  Checkbox,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
} from 'react-aria-components';
import { keyframes, styled } from 'styled-components';
import { focusRing } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

const sweep = keyframes`
  from { inset-inline-start: -40%; }
  to { inset-inline-start: 100%; }
`;

export const TableScroll = styled.div`
  position: relative;
  inline-size: 100%;
  overflow-x: auto;
  border: 1px solid ${vars.color.border.subtle};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.surface};

  /* Previous rows shown while the next answer loads: a bar sweeps the top edge; rows take no presses. */
  &[data-updating] {
    cursor: progress;
  }
  &[data-updating] tbody {
    pointer-events: none;
  }
  &[data-updating]::before {
    content: '';
    position: absolute;
    z-index: 1;
    inset-block-start: 0;
    inline-size: 40%;
    block-size: 3px;
    background: ${vars.color.bg.accent};
    animation: ${sweep} 1.2s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-updating]::before {
      animation: none;
      inset-inline-start: 0;
      inline-size: 100%;
    }
  }
`;

export const StyledTable = styled(AriaTable)`
  inline-size: 100%;
  border-collapse: collapse;
  border-spacing: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};
  outline: none;

  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;

export const StyledHeader = styled(TableHeader)`
  background: ${vars.color.bg.sunken};
`;

export const StyledColumn = styled(Column)`
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  border-block-end: 1px solid ${vars.color.border.subtle};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  text-align: start;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  white-space: nowrap;
  outline: none;

  &[data-align='end'] {
    text-align: end;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[data-allows-sorting] {
    cursor: pointer;
  }
  &[data-hovered][data-allows-sorting] {
    color: ${vars.color.fg.default};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;

export const ColumnLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};

  svg {
    inline-size: 0.75rem;
    block-size: 0.75rem;
    flex: none;
  }
  svg[data-direction='none'] {
    opacity: 0.45;
  }
`;

export const StyledBody = styled(TableBody)`
  &[data-empty] td {
    padding: 0;
  }
`;

export const StyledRow = styled(Row)`
  outline: none;

  & + & > td {
    border-block-start: 1px solid ${vars.color.border.subtle};
  }
  &[data-hovered] {
    background: ${vars.color.bg.surfaceHover};
  }
  &[data-href],
  &[data-action] {
    cursor: pointer;
  }
  &[data-selected] {
    background: ${vars.color.bg.accentSubtle};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;

export const StyledCell = styled(Cell)`
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  vertical-align: middle;
  outline: none;

  &[data-align='end'] {
    text-align: end;
  }
  &[data-align='center'] {
    text-align: center;
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
`;

export const RowActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${vars.space[1]};
`;

export const StateCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[6]};
  color: ${vars.color.fg.muted};
`;

export const SelectionCheckbox = styled(Checkbox)`
  display: inline-flex;
  cursor: pointer;

  span[data-box] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    border: 1.5px solid ${vars.color.border.default};
    border-radius: ${vars.radius.sm};
    background: ${vars.color.bg.surface};
    color: ${vars.color.fg.onAccent};
  }
  svg {
    inline-size: 0.75rem;
    block-size: 0.75rem;
    visibility: hidden;
  }
  &[data-selected] span[data-box],
  &[data-indeterminate] span[data-box] {
    border-color: ${vars.color.bg.accent};
    background: ${vars.color.bg.accent};
  }
  &[data-selected] svg[data-check],
  &[data-indeterminate] svg[data-dash] {
    visibility: visible;
  }
  &[data-indeterminate] svg[data-check] {
    display: none;
  }
  &:not([data-indeterminate]) svg[data-dash] {
    display: none;
  }
  &[data-focus-visible] span[data-box] {
    ${focusRing}
  }
`;
