import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const ResultRoot = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[4]};
  min-block-size: 60vh;
  padding-block: ${vars.space[12]};
  padding-inline: ${vars.space[6]};
  text-align: center;

  &:is(main) {
    min-block-size: 100vh;
    min-block-size: 100dvh;
  }
`;

export const ResultHeading = styled.h1`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  font-size: ${vars.font.size['2xl']};
  font-weight: ${vars.font.weight.semibold};
  line-height: ${vars.font.lineHeight.tight};
`;

export const StatusCode = styled.span`
  color: ${vars.color.fg.accent};
  font-size: clamp(4rem, 12vw, 7rem);
  font-weight: ${vars.font.weight.bold};
  line-height: 1;
  letter-spacing: -0.02em;
`;

export const Subtitle = styled.p`
  margin: 0;
  max-inline-size: 32rem;
  color: ${vars.color.fg.muted};
`;
