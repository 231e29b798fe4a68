import { styled } from 'styled-components';

/** The notice and its action, stacked; the action keeps its own width. */
export const NoticeRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.5rem;
  margin-block-end: 0.75rem;
`;
