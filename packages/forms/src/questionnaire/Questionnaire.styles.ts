import { styled } from 'styled-components';

/** A questionnaire screen's column: heading, description, the question or form, its actions. */
export const QuestionnaireRoot = styled.section`
  display: grid;
  gap: 1rem;
  inline-size: 100%;
  max-inline-size: 40rem;

  & h2:focus,
  & h3:focus {
    outline: none;
  }
`;

/** The questions of a flat form, one under another. */
export const QuestionList = styled.div`
  display: grid;
  gap: 1.5rem;
`;

/** The list of questionnaires. */
export const FormList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    gap: 0.25rem;
    padding-block: 0.75rem;
    border-block-end: 1px solid var(--color-border-subtle, currentColor);
  }
`;
