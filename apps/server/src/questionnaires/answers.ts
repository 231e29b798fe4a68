import { fill } from '../text.ts';

/** Answer types of a question. Spec: operations §3 'Profiling question'. */
export const ANSWER_TYPES = ['yes_no', 'single_choice', 'multiple_choice', 'number', 'text', 'date'] as const;

/** One of {@link ANSWER_TYPES}. */
export type AnswerType = (typeof ANSWER_TYPES)[number];

/** Texts of the questionnaire calls' answers. Spec: operations §5 'Questionnaires in general', §8. */
export const QUESTIONNAIRE_MESSAGES = {
  formNotFound: 'Failed to load questionnaire.',
  questionNotFound: 'Question not found for template_id and question_code',
  noAnswers: 'Please answer at least one question.',
  missingRequired: 'Please answer all required questions: {list}',
  blankAnswer: 'Please provide an answer before continuing.',
  unknownQuestion: 'Question {code} is not part of this questionnaire.',
  invalidChoice: 'The answer to {code} is not one of its options.',
  invalidNumber: 'The answer to {code} must be a number.',
  invalidDate: 'The answer to {code} must be a date (YYYY-MM-DD).',
  fullName: 'Please enter your full name',
  phone: 'Please enter a valid 10-digit phone number',
  onboardingOnly: 'Sign in to answer as a known user, or send onboarding with your full name and phone.',
  saved: 'Assessment submitted successfully!',
  tooMany: 'Too many submissions. Please try again in {seconds} seconds.',
  badBody: 'Failed to submit questionnaire. Please try again.',
} as const;

/**
 * Checks one answer against its question: not blank, a choice among the options (yes/no and single
 * choice: one option's text; multiple choice: texts joined with ', '), a number, or a date
 * (YYYY-MM-DD). Returns the error text, or null when the answer is valid. Spec: operations §3
 * 'Profiling question', §5 'Questionnaires in general' (multi-choice answers are comma-joined).
 */
export function answerProblem(
  question: { question_code: string; answer_type: AnswerType; options: { text: string }[] },
  raw: string,
): string | null {
  const answer = raw.trim();
  const code = question.question_code;
  if (answer === '') return QUESTIONNAIRE_MESSAGES.blankAnswer;
  const texts = question.options.map((option) => option.text).filter((text) => text !== '');
  switch (question.answer_type) {
    case 'yes_no':
    case 'single_choice':
      return texts.length === 0 || texts.includes(answer)
        ? null
        : fill(QUESTIONNAIRE_MESSAGES.invalidChoice, { code });
    case 'multiple_choice':
      return answer.split(', ').every((choice) => texts.includes(choice))
        ? null
        : fill(QUESTIONNAIRE_MESSAGES.invalidChoice, { code });
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(answer) ? null : fill(QUESTIONNAIRE_MESSAGES.invalidNumber, { code });
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(answer) && !Number.isNaN(Date.parse(answer))
        ? null
        : fill(QUESTIONNAIRE_MESSAGES.invalidDate, { code });
    case 'text':
      return null;
  }
}
