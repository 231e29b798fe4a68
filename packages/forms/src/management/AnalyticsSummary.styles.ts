import { vars } from '@partner-portal/ui/theme';
import styled from 'styled-components';

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${vars.space[4]};
`;

export const Figures = styled.dl`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;

  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${vars.space[3]};
  }

  & dt {
    color: ${vars.color.fg.muted};
  }

  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

export const Events = styled.ol`
  display: grid;
  gap: ${vars.space[3]};
  margin: 0;
  padding-inline-start: ${vars.space[5]};
`;
