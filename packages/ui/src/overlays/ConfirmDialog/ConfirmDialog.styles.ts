import { styled } from 'styled-components';
import { vars } from '../../theme/theme';

export const ConfirmContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

export const Message = styled.p`
  margin: 0;
`;

export const ConfirmActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;
