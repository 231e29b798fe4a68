import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  min-inline-size: 0;
`;

export const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

export const TitleBlock = styled.div`
  display: grid;
  gap: ${vars.space[1]};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space[3]};

  & > * {
    flex: 1 1 12rem;
    max-inline-size: 20rem;
  }
`;

export const ErrorBody = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[3]};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;
