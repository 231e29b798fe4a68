import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const Events = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;
