import { styled } from 'styled-components';
import { visuallyHidden } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const InboxList = styled.ul`
  display: flex;
  flex-direction: column;
  min-inline-size: 16rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-block-start: 1px solid ${vars.color.border.subtle};
  }
`;

export const InboxEntry = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[0.5]};
  padding-block: ${vars.space[2]};
  font-size: ${vars.font.size.sm};

  strong {
    font-weight: ${vars.font.weight.semibold};
  }
  span {
    color: ${vars.color.fg.muted};
  }
  time {
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.xs};
  }
`;

export const EmptyState = styled.p`
  min-inline-size: 14rem;
  margin: 0;
  padding-block: ${vars.space[4]};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;

/** The dot before a new entry's title (decorative; {@link NewLabel} names it). */
export const UnreadDot = styled.span`
  display: inline-block;
  inline-size: 0.5rem;
  block-size: 0.5rem;
  margin-inline-end: ${vars.space[1]};
  border-radius: 50%;
  background: ${vars.color.bg.accent};
  vertical-align: middle;
`;

/** 'New', for screen readers only. */
export const NewLabel = styled.span`
  ${visuallyHidden}
`;
