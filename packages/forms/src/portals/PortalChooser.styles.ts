import { vars } from '@partner-portal/ui/theme';
import { styled } from 'styled-components';

export const ChooserRoot = styled.div`
  min-block-size: 100vh;
  display: flex;
  flex-direction: column;
  background: ${vars.color.bg.canvas};
`;

export const ChooserMain = styled.main`
  flex: 1;
  inline-size: 100%;
  max-inline-size: 72rem;
  margin-inline: auto;
  padding-block: ${vars.space[8]};
  padding-inline: ${vars.space[4]};
`;

export const Intro = styled.div`
  margin-block: ${vars.space[2]} ${vars.space[6]};
`;

export const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-block-end: ${vars.space[4]};
`;
