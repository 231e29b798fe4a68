import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

/** A list of figures: term at the start, value (tabular numbers) at the end of each row. */
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
