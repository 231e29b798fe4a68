import styled from 'styled-components';

/** The report's column: title, steps, the step's form. */
export const ReportRoot = styled.section`
  display: grid;
  gap: 1rem;
  inline-size: 100%;
  max-inline-size: 56rem;

  & h3:focus {
    outline: none;
  }
`;

/** Fields of a step: one column on phones, two from 40rem. */
export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: 40rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A field spanning both columns (address, descriptions, signatures). */
export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** The locked-fields note with its Edit button. */
export const LockBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
`;
