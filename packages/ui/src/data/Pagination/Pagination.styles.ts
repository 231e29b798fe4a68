import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const PaginationNav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${vars.space[3]};
  font-size: ${vars.font.size.sm};

  svg {
    inline-size: 1rem;
    block-size: 1rem;
  }
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

export const PageStatus = styled.span`
  color: ${vars.color.fg.default};
  font-variant-numeric: tabular-nums;
`;
