import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${vars.space[4]};
`;
