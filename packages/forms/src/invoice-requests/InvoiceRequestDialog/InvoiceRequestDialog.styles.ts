import { styled } from 'styled-components';

/** The running total under the work order list. */
export const Total = styled.p`
  margin: 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;
