import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const Details = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;

  & > div {
    display: grid;
    grid-template-columns: minmax(7rem, max-content) 1fr;
    gap: ${vars.space[4]};
  }

  & dt {
    color: ${vars.color.fg.muted};
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
