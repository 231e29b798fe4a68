import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
`;

export const Cards = styled.ul`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(18rem, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
  }
`;

export const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[4]};
  margin: 0;

  & > div {
    display: grid;
    gap: ${vars.space[1]};
  }

  & dt {
    color: ${vars.color.fg.muted};
    font-size: ${vars.font.size.sm};
  }

  & dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

export const ErrorBody = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;
