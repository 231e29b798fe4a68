import { describe, expect, it } from 'vitest';
import { isMissingRequired, surveyAnswerText, toSurveyAnswerItems } from './answers.ts';
import { sampleSurvey } from './fixtures.ts';

const byId = (id: number) => sampleSurvey.questions.find((question) => question.id === id)!;
const choice = byId(1);
const boxes = byId(2);
const short = byId(4);
const paragraph = byId(5);

describe('survey answers (operations §3 "Survey answer item")', () => {
  it('joins checkbox choices with ", " in the order of the options', () => {
    expect(surveyAnswerText(boxes, ['Kept the area clean', 'Arrived on time'])).toBe(
      'Arrived on time, Kept the area clean',
    );
    expect(surveyAnswerText(boxes, [])).toBe('');
  });

  it('trims text answers and treats a missing answer as empty', () => {
    expect(surveyAnswerText(short, '  Ravi  ')).toBe('Ravi');
    expect(surveyAnswerText(short, undefined)).toBe('');
  });

  it('flags a required question only while it has no answer', () => {
    expect(isMissingRequired(choice, {})).toBe(true);
    expect(isMissingRequired(choice, { 1: 'Neutral' })).toBe(false);
    expect(isMissingRequired(paragraph, { 5: '   ' })).toBe(true);
    expect(isMissingRequired(boxes, {})).toBe(false);
  });

  it('builds the items in question order with source web, leaving empty optional answers out', () => {
    expect(
      toSurveyAnswerItems(sampleSurvey.questions, {
        5: 'All good',
        3: 'WhatsApp',
        1: 'Satisfied',
        2: ['Fixed it the first time', 'Explained the problem'],
        4: ' ',
      }),
    ).toEqual([
      { questionId: 1, answer: 'Satisfied', source: 'web' },
      { questionId: 2, answer: 'Explained the problem, Fixed it the first time', source: 'web' },
      { questionId: 3, answer: 'WhatsApp', source: 'web' },
      { questionId: 5, answer: 'All good', source: 'web' },
    ]);
  });
});
