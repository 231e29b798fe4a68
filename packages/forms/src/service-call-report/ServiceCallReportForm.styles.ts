import { styled } from 'styled-components';

/**
 * The report's column: title, steps, the step's form. A size container, so that the field grid
 * follows the room the report is given (the public layout's 28rem column), not the viewport.
 */
export const ReportRoot = styled.section`
  container: service-call-report / inline-size;
  display: grid;
  gap: 1rem;
  inline-size: 100%;
  max-inline-size: 56rem;

  & h3:focus {
    outline: none;
  }
`;

/**
 * Fields of a step: one column, two once the report itself is at least 40rem wide. Each column is
 * then wide enough for a date-time field on one line (DD-MM-YYYY hh:mm A and its calendar button,
 * about 15rem); with the viewport as the measure, the 28rem public column at 1366 px had two 13.5rem
 * columns and the date-times wrapped onto two lines (issue 20).
 */
export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr);

  @container service-call-report (min-width: 40rem) {
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
