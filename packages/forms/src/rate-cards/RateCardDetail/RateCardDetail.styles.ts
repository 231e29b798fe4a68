import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-inline-size: 0;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  dt {
    color: ${vars.color.fg.muted};
  }

  dd {
    margin: 0;
  }
`;

export const PlanGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: ${vars.space[4]};

  ul {
    margin: 0;
    padding-inline-start: ${vars.space[5]};
  }
`;
