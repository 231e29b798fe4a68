import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** A due day and its 'Overdue' badge. */
export const DueCell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;
