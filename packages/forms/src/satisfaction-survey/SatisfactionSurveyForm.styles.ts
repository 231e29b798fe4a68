import styled from 'styled-components';

/** The survey's column: heading, description, progress, the question and its actions. */
export const SurveyRoot = styled.section`
  display: grid;
  gap: 1rem;
  inline-size: 100%;
  max-inline-size: 40rem;
`;

/** The question page: counter heading and field, kept together. */
export const QuestionPage = styled.div`
  display: grid;
  gap: 0.75rem;

  & > h3:focus {
    outline: none;
  }
`;

/** The thank-you heading receives focus by script only; it needs no ring. */
export const ThankYou = styled.div`
  display: grid;
  gap: 0.5rem;

  & > h2:focus {
    outline: none;
  }
`;
