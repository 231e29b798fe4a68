import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[10]};
  padding-inline: ${vars.space[6]};
  text-align: center;
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.bg.sunken};
  color: ${vars.color.fg.muted};

  svg {
    inline-size: 1.5rem;
    block-size: 1.5rem;
  }
`;

export const EmptyTitle = styled.h2`
  margin: 0;
  color: ${vars.color.fg.default};
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const EmptyDescription = styled.p`
  margin: 0;
  max-inline-size: 28rem;
  color: ${vars.color.fg.muted};
`;

export const EmptyAction = styled.div`
  margin-block-start: ${vars.space[2]};
`;
