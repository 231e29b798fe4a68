import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const StyledAlert = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[3]};
  padding-inline: ${vars.space[4]};
  border: 1px solid;
  border-inline-start-width: 4px;
  border-radius: ${vars.radius.md};
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.sm};

  &[data-variant='error'] {
    background: ${vars.color.status.error.bg};
    border-color: ${vars.color.status.error.border};
  }
  &[data-variant='warning'] {
    background: ${vars.color.status.warning.bg};
    border-color: ${vars.color.status.warning.border};
  }
  &[data-variant='info'] {
    background: ${vars.color.status.info.bg};
    border-color: ${vars.color.status.info.border};
  }
  &[data-variant='success'] {
    background: ${vars.color.status.success.bg};
    border-color: ${vars.color.status.success.border};
  }

  &[data-variant='error'] > svg,
  &[data-variant='error'] [data-alert-title] {
    color: ${vars.color.status.error.fg};
  }
  &[data-variant='warning'] > svg,
  &[data-variant='warning'] [data-alert-title] {
    color: ${vars.color.status.warning.fg};
  }
  &[data-variant='info'] > svg,
  &[data-variant='info'] [data-alert-title] {
    color: ${vars.color.status.info.fg};
  }
  &[data-variant='success'] > svg,
  &[data-variant='success'] [data-alert-title] {
    color: ${vars.color.status.success.fg};
  }

  > svg {
    flex: none;
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
`;

export const AlertContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-inline-size: 0;
`;

export const AlertTitle = styled.p`
  margin: 0;
  font-weight: ${vars.font.weight.semibold};
  font-size: ${vars.font.size.md};
`;
