import { describe, expect, it } from 'vitest';
import { sampleQuestions } from './fixtures.ts';
import { answerProblem, answerText, capturedPhone, isIsoDate } from './questionData.ts';

/** Operations §5 'Questionnaires in general'. */
describe('questionnaire answers', () => {
  it('joins choices with a comma and a space, and trims text', () => {
    expect(answerText(['Laptop repair', 'Network cabling'])).toBe('Laptop repair, Network cabling');
    expect(answerText('  Pune ')).toBe('Pune');
    expect(answerText(undefined)).toBe('');
  });

  it('finds blank, non-number and non-date answers', () => {
    expect(answerProblem(sampleQuestions.text, ' ')).toBe('blank');
    expect(answerProblem(sampleQuestions.multipleChoice, [])).toBe('blank');
    expect(answerProblem(sampleQuestions.number, 'five')).toBe('number');
    expect(answerProblem(sampleQuestions.number, '5.5')).toBeNull();
    expect(answerProblem(sampleQuestions.date, '2026-02-30')).toBe('date');
    expect(answerProblem(sampleQuestions.date, '2026-02-28')).toBeNull();
    expect(isIsoDate('01-04-2026')).toBe(false);
  });

  it('captures the phone from a 10-digit answer or a phone or mobile question', () => {
    expect(capturedPhone([{ question: { text: 'Which city?' }, answer: '9876543210' }])).toBe('9876543210');
    expect(capturedPhone([{ question: { text: 'Your mobile number' }, answer: '98765 43210' }])).toBe(
      '9876543210',
    );
    expect(capturedPhone([{ question: { text: 'Which city?' }, answer: '98765 43210' }])).toBeUndefined();
  });
});
