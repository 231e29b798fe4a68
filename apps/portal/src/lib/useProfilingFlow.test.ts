import type { QuestionData } from '@partner-portal/forms/questionnaire';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfilingFlow, type ProfilingFlowOptions, type ProfilingSaved } from './useProfilingFlow.ts';

const question = (
  code: string,
  answerType: QuestionData['answerType'],
  options: string[] = [],
): QuestionData => ({
  id: code.length,
  code,
  text: `Question ${code}`,
  answerType,
  tips: '',
  placeholder: '',
  isRequired: true,
  category: '',
  options: options.map((text, index) => ({ id: index + 1, text, nextQuestionCode: null })),
});

const QUESTIONS = [
  question('GST', 'yes_no', ['Yes', 'No']),
  question('SERVICES', 'multiple_choice', ['Laptops', 'Printers']),
  question('YEARS', 'number'),
  question('AREA', 'text'),
];

function setup(overrides: Partial<ProfilingFlowOptions> = {}) {
  let kept: ProfilingSaved | null = null;
  const options: ProfilingFlowOptions = {
    questions: QUESTIONS,
    submit: vi.fn(async () => {}),
    onRedirect: vi.fn(),
    texts: {
      blankAnswer: 'Please provide an answer before continuing.',
      unanswered: 'Please answer all questions before submitting.',
    },
    saved: {
      read: () => kept,
      write: (saved) => {
        kept = saved;
      },
      clear: () => {
        kept = null;
      },
    },
    ...overrides,
  };
  return { ...renderHook(() => useProfilingFlow(options)), options, kept: () => kept };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Operations §2 'Profiling questionnaire', §4, §5, §9 (600 ms, 3 s). */
describe('useProfilingFlow', () => {
  it('moves on 600 ms after a yes/no answer, and 600 ms after the last keystroke of a number', () => {
    const { result } = setup();
    act(() => result.current.start({ fullName: 'Ravi', phone: '9876543210' }));
    act(() => result.current.change('Yes'));
    act(() => vi.advanceTimersByTime(599));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);

    // Multiple choice does not move by itself; Next needs an answer.
    act(() => result.current.change(['Laptops']));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.index).toBe(1);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);

    act(() => result.current.change('1'));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.change('12'));
    act(() => vi.advanceTimersByTime(599));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(3);
  });

  it('refuses Next without an answer and Submit until all are answered', () => {
    const { result, options } = setup();
    act(() => result.current.start({ fullName: 'Ravi', phone: '9876543210' }));
    act(() => result.current.next());
    expect(result.current.answerError).toBe('Please provide an answer before continuing.');
    expect(result.current.index).toBe(0);
    act(() => result.current.change('No'));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.submit());
    expect(result.current.formError).toBe('Please answer all questions before submitting.');
    expect(result.current.index).toBe(1);
    expect(options.submit).not.toHaveBeenCalled();
  });

  it('submits every answer, clears the kept ones and redirects after 3 s; a failure keeps them', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    const { result, options, kept } = setup({ submit });
    act(() => result.current.start({ fullName: 'Ravi', phone: '9876543210' }));
    for (const [value, wait] of [
      ['Yes', 600],
      [['Laptops', 'Printers'], 0],
    ] as const) {
      act(() => result.current.change(value));
      act(() => (wait ? vi.advanceTimersByTime(wait) : result.current.next()));
    }
    act(() => result.current.change('7'));
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.change('Pune'));
    expect(kept()?.answers).toMatchObject({ GST: 'Yes', YEARS: '7', AREA: 'Pune' });

    await act(async () => result.current.submit());
    expect(result.current.submitFailed).toBe(true);
    expect(result.current.answers).toMatchObject({ AREA: 'Pune' });

    await act(async () => result.current.submit());
    expect(submit).toHaveBeenLastCalledWith({ fullName: 'Ravi', phone: '9876543210' }, [
      { questionCode: 'GST', answer: 'Yes' },
      { questionCode: 'SERVICES', answer: 'Laptops, Printers' },
      { questionCode: 'YEARS', answer: '7' },
      { questionCode: 'AREA', answer: 'Pune' },
    ]);
    expect(result.current.phase).toBe('done');
    expect(kept()).toBeNull();
    act(() => vi.advanceTimersByTime(2999));
    expect(options.onRedirect).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(options.onRedirect).toHaveBeenCalledTimes(1);
  });

  it('resumes at the kept step with the kept answers', () => {
    const saved: ProfilingSaved = {
      identity: { fullName: 'Ravi', phone: '9876543210' },
      index: 2,
      answers: { GST: 'No' },
    };
    const { result } = setup({ saved: { read: () => saved, write: () => {}, clear: () => {} } });
    expect(result.current.phase).toBe('question');
    expect(result.current.index).toBe(2);
    expect(result.current.answers).toEqual({ GST: 'No' });
  });
});
