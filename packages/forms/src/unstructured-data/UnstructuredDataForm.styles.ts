import { styled } from 'styled-components';

/** The form's column. */
export const UnstructuredRoot = styled.section`
  display: grid;
  gap: 1rem;
  inline-size: 100%;
  max-inline-size: 40rem;
`;
