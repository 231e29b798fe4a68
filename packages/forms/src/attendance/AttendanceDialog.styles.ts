import { styled } from 'styled-components';

export const Clock = styled.div`
  display: grid;
  gap: 0.25rem;
  justify-items: center;
  padding-block: 0.5rem 1rem;
  text-align: center;
`;

export const BigTime = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** The location choice under the punch button (issue 23). */
export const LocationChoice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  margin-block-start: 0.75rem;
`;
