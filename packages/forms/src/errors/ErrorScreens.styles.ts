import { styled } from 'styled-components';

/** The actions of a result page side by side, centred, wrapping on narrow screens. */
export const ResultActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;
