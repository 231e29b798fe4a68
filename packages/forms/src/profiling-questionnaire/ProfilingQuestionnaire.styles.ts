import { styled } from 'styled-components';

/** The profiling screens' column. */
export const ProfilingRoot = styled.section`
  display: grid;
  gap: 1rem;
  inline-size: 100%;
  max-inline-size: 40rem;

  & h2:focus,
  & h3:focus {
    outline: none;
  }
`;

/** Fields and actions of a step, one under another. */
export const ProfilingStack = styled.div`
  display: grid;
  gap: 0.75rem;
`;
