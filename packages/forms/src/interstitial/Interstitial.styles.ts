import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const PortalList = styled.ul`
  list-style: none;
  margin: ${vars.space[6]} 0 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[3]};
`;

export const RoleList = styled.ul`
  list-style: none;
  margin: ${vars.space[2]} 0 0;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[4]};
  display: grid;
  gap: ${vars.space[2]};
  border-inline-start: 2px solid ${vars.color.border.default};
`;
