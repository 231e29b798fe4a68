import { styled } from 'styled-components';
import { media } from '../../theme/theme';

export const Flag = styled.span`
  display: inline-flex;
  flex: none;

  svg {
    inline-size: 1.5rem;
    block-size: 1rem;
    border-radius: 0.125rem;
    box-shadow: 0 0 0 1px rgb(0 0 0 / 0.12);
  }
`;

export const CurrentName = styled.span`
  ${media.mobile} {
    display: none;
  }
`;
