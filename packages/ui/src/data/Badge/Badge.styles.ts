import { styled } from 'styled-components';
import { visuallyHidden } from '../../theme/focusRing';
import { vars } from '../../theme/theme';

export const BadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[1]};
  min-inline-size: 1.25rem;
  block-size: 1.25rem;
  padding-inline: ${vars.space[2]};
  border: 1px solid transparent;
  border-radius: ${vars.radius.full};
  font-size: ${vars.font.size.xs};
  font-weight: ${vars.font.weight.semibold};
  line-height: 1;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;

  &[data-variant='count'] {
    padding-inline: ${vars.space[1]};
  }

  &[data-tone='accent'] {
    background: ${vars.color.bg.accent};
    color: ${vars.color.fg.onAccent};
  }
  &[data-tone='neutral'] {
    background: ${vars.color.bg.sunken};
    color: ${vars.color.fg.default};
    border-color: ${vars.color.border.subtle};
  }
  &[data-tone='success'] {
    background: ${vars.color.status.success.bg};
    color: ${vars.color.status.success.fg};
    border-color: ${vars.color.status.success.border};
  }
  &[data-tone='info'] {
    background: ${vars.color.status.info.bg};
    color: ${vars.color.status.info.fg};
    border-color: ${vars.color.status.info.border};
  }
  &[data-tone='warning'] {
    background: ${vars.color.status.warning.bg};
    color: ${vars.color.status.warning.fg};
    border-color: ${vars.color.status.warning.border};
  }
  &[data-tone='error'] {
    background: ${vars.color.status.error.bg};
    color: ${vars.color.status.error.fg};
    border-color: ${vars.color.status.error.border};
  }
  &[data-tone='error'][data-variant='count'] {
    background: ${vars.color.bg.danger};
    color: ${vars.color.fg.onDanger};
    border-color: transparent;
  }

  &[data-variant='dot'] {
    min-inline-size: 0;
    inline-size: 0.625rem;
    block-size: 0.625rem;
    padding: 0;
    border: 0;
  }
  &[data-variant='dot'][data-tone] {
    background: currentColor;
  }
  &[data-variant='dot'][data-tone='accent'] {
    color: ${vars.color.bg.accent};
  }
  &[data-variant='dot'][data-tone='neutral'] {
    color: ${vars.color.border.default};
  }
  &[data-variant='dot'][data-tone='success'] {
    color: ${vars.color.status.success.border};
  }
  &[data-variant='dot'][data-tone='info'] {
    color: ${vars.color.status.info.border};
  }
  &[data-variant='dot'][data-tone='warning'] {
    color: ${vars.color.status.warning.border};
  }
  &[data-variant='dot'][data-tone='error'] {
    color: ${vars.color.status.error.border};
  }
`;

export const StatusDot = styled.span`
  inline-size: 0.5rem;
  block-size: 0.5rem;
  border-radius: ${vars.radius.full};
  background: currentColor;
`;

export const HiddenLabel = styled.span`
  ${visuallyHidden}
`;
