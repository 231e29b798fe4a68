import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const StyledFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]} ${vars.space[4]};
  padding-block: ${vars.space[4]};
  padding-inline: ${vars.space[6]};
  border-block-start: 1px solid ${vars.color.border.subtle};
  color: ${vars.color.fg.muted};
  font-size: ${vars.font.size.sm};

  p {
    margin: 0;
  }
`;
