import { Button, DateInput, DatePicker, DateSegment, Group, Popover } from 'react-aria-components';
import { styled, css } from 'styled-components';
import { fieldBox } from '../../inputs/fieldBox.styles';
import { focusRing } from '../../theme/focusRing';
import { popoverSurface } from '../../theme/popoverSurface';
import { vars } from '../../theme/theme';

export const StyledDatePicker = styled(DatePicker)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
`;

/** The field box (shared `fieldBox`): the date-time segments and the calendar button. */
export const DateTimeGroup = styled(Group)`
  ${fieldBox}
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  inline-size: 100%;
  /* The 2.25rem calendar button sits inside the box. */
  padding-block: ${vars.space[1]};
  padding-inline: ${vars.space[3]} ${vars.space[1]};
`;

/** Keeps the fixed DD-MM-YYYY hh:mm A pattern left-to-right inside Arabic pages. */
export const DateInputDirection = styled.div`
  flex: 1 1 auto;
  display: flex;
  justify-content: flex-start;
  min-inline-size: 0;

  [dir='rtl'] & {
    justify-content: flex-end;
  }
`;

export const FieldDateInput = styled(DateInput)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  font-size: ${vars.font.size.md};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.font.lineHeight.tight};
  white-space: nowrap;
`;

const segmentLook = css`
  display: inline-block;
  padding-block: ${vars.space[0.5]};
  padding-inline: ${vars.space[0.5]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.fg.default};
  text-align: end;
  outline: none;
  caret-color: transparent;

  &[data-placeholder] {
    color: ${vars.color.fg.muted};
  }
  &[data-type='dayPeriod'] {
    text-transform: uppercase;
  }
  &[data-focused] {
    background: ${vars.color.bg.accent};
    color: ${vars.color.fg.onAccent};
  }
  &[data-disabled] {
    color: ${vars.color.fg.disabled};
  }
`;

export const FieldDateSegment = styled(DateSegment)`
  ${segmentLook}
`;

/** The minute segment (not one of react-aria's segments: it steps by 15 minutes). */
export const SegmentBox = styled.span`
  ${segmentLook}
  cursor: default;
`;

export const SegmentLiteral = styled.span`
  white-space: pre;
  color: ${vars.color.fg.muted};

  /* Some languages split a separator into several literals (a mark and a space): show one. */
  & + & {
    display: none;
  }
`;

const iconButton = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.fg.accent};
  cursor: pointer;

  svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  &[data-hovered],
  &[data-pressed] {
    background: ${vars.color.bg.accentSubtle};
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

export const CalendarButton = styled(Button)`
  ${iconButton}
`;

export const PickerPopover = styled(Popover)`
  z-index: ${vars.zIndex.popover};
  padding: ${vars.space[3]};
  ${popoverSurface}
  border-radius: ${vars.radius.lg};

  [role='dialog'] {
    outline: none;
  }
`;

/** Frame around react-aria's `Calendar` (a styled generic Calendar has no portable d.ts type). */
export const CalendarFrame = styled.div`
  font-size: ${vars.font.size.sm};

  .react-aria-Calendar {
    display: flex;
    flex-direction: column;
    gap: ${vars.space[2]};
  }

  table {
    border-collapse: collapse;
  }
  th {
    padding-block-end: ${vars.space[1]};
    color: ${vars.color.fg.muted};
    font-weight: ${vars.font.weight.medium};
  }
  td {
    padding: 1px;
  }

  .react-aria-CalendarCell {
    display: flex;
    align-items: center;
    justify-content: center;
    inline-size: 2.25rem;
    block-size: 2.25rem;
    border-radius: ${vars.radius.full};
    color: ${vars.color.fg.default};
    cursor: pointer;
    outline: none;

    &[data-outside-month] {
      display: none;
    }
    &[data-hovered] {
      background: ${vars.color.bg.accentSubtle};
    }
    &[data-selected] {
      background: ${vars.color.bg.accent};
      color: ${vars.color.fg.onAccent};
    }
    &[data-focus-visible] {
      ${focusRing}
      outline-offset: 0;
    }
    &[data-disabled],
    &[data-unavailable] {
      color: ${vars.color.fg.disabled};
      cursor: not-allowed;
      background: transparent;
    }
  }
`;

export const CalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};

  h2 {
    flex: 1;
    margin: 0;
    font-size: ${vars.font.size.md};
    font-weight: ${vars.font.weight.semibold};
    text-align: center;
  }
`;

export const CalendarNavButton = styled(Button)`
  ${iconButton}

  /* Previous points to the inline start, so the arrows turn round in right-to-left. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;
