import { styled } from 'styled-components';

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

/** The survey-answer form: every question, one under the other. */
export const AnswerForm = styled.form`
  display: grid;
  gap: 1.25rem;
`;

/** The saved answers: each question with its answer. */
export const AnswerList = styled.dl`
  display: grid;
  gap: 0.75rem;
  margin: 0;

  dt {
    font-weight: 600;
  }
  dd {
    margin: 0.25rem 0 0;
  }
`;

/** The active survey's rich-text description (issue 20): sanitised HTML with images. */
export const SurveyIntro = styled.div`
  img {
    max-inline-size: 100%;
    block-size: auto;
  }
  p {
    margin-block: 0 0.5rem;
  }
`;
