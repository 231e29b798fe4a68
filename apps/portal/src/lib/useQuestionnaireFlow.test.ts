import type { QuestionData } from '@partner-portal/forms/questionnaire';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  useQuestionnaireFlow,
  type QuestionnaireFlowOptions,
  type QuestionnaireSaved,
} from './useQuestionnaireFlow.ts';

const question = (code: string, answerType: QuestionData['answerType'], options: [string, string | null][]) =>
  ({
    id: code.length,
    code,
    text: code === 'PHONE' ? 'Your mobile number' : `Question ${code}`,
    answerType,
    tips: '',
    placeholder: '',
    isRequired: true,
    category: '',
    options: options.map(([text, next], index) => ({ id: index + 1, text, nextQuestionCode: next })),
  }) satisfies QuestionData;

/** A tree: TYPE (choice) -> SIZE (choice) -> BRANDS (text) -> end; TYPE 'None' ends at once. */
const TREE: Record<string, QuestionData> = {
  TYPE: question('TYPE', 'single_choice', [
    ['Shop', 'SIZE'],
    ['None', null],
  ]),
  SIZE: question('SIZE', 'yes_no', [
    ['Yes', 'BRANDS'],
    ['No', 'BRANDS'],
  ]),
  BRANDS: question('BRANDS', 'text', [['', null]]),
};

function setup(overrides: Partial<QuestionnaireFlowOptions> = {}) {
  let kept: QuestionnaireSaved | null = null;
  const options: QuestionnaireFlowOptions = {
    isTreeForm: true,
    startCode: 'TYPE',
    fetchQuestion: vi.fn(async (code: string) => {
      const found = TREE[code];
      if (!found) throw new Error('404');
      return found;
    }),
    fetchErrorText: () => 'Failed to load question. Please check your connection.',
    submit: vi.fn(async () => {}),
    isKnownUser: false,
    onRedirect: vi.fn(),
    texts: {
      blankAnswer: 'Please provide an answer before continuing.',
      noAnswers: 'Please answer at least one question.',
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
  const hook = renderHook(() => useQuestionnaireFlow(options));
  return { ...hook, options, kept: () => kept };
}

/** Lets pending promises (fetch, submit) settle under fake timers. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Operations §4 'Interactive questionnaire', §5, §9 (600 ms, 3 s). */
describe('useQuestionnaireFlow', () => {
  it("saves a choice, waits 600 ms, then fetches the option's next question", async () => {
    const { result, options } = setup();
    await act(async () => result.current.start({ fullName: 'Asha', phone: '9876543210' }));
    expect(result.current.current?.code).toBe('TYPE');
    act(() => result.current.change('Shop'));
    expect(result.current.entries).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(599));
    expect(options.fetchQuestion).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    await settle();
    expect(options.fetchQuestion).toHaveBeenLastCalledWith('SIZE');
    expect(result.current.current?.code).toBe('SIZE');
  });

  it('submits when the chosen option has no next code, and a new user stays on thank-you', async () => {
    const { result, options, kept } = setup();
    await act(async () => result.current.start({ fullName: 'Asha', phone: '9876543210' }));
    act(() => result.current.change('None'));
    expect(kept()?.entries).toHaveLength(1);
    await act(async () => vi.advanceTimersByTime(600));
    await settle();
    expect(options.submit).toHaveBeenCalledWith({
      identity: { fullName: 'Asha', phone: '9876543210' },
      answers: [{ questionCode: 'TYPE', answer: 'None', phone: '9876543210' }],
    });
    expect(result.current.phase).toBe('done');
    expect(kept()).toBeNull();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(options.onRedirect).not.toHaveBeenCalled();
  });

  it('needs a text answer to continue, then ends the path; a known user is redirected after 3 s', async () => {
    const { result, options } = setup({ startCode: 'BRANDS', isKnownUser: true });
    await act(async () => result.current.start({ fullName: '', phone: '' }));
    act(() => result.current.continueOn());
    expect(result.current.answerError).toBe('Please provide an answer before continuing.');
    act(() => result.current.change('HP, Dell'));
    await act(async () => result.current.continueOn());
    await settle();
    expect(result.current.phase).toBe('done');
    expect(result.current.redirectIn).toBe(3);
    await act(async () => vi.advanceTimersByTime(2999));
    expect(options.onRedirect).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(options.onRedirect).toHaveBeenCalledTimes(1);
  });

  it('Previous removes the last answer and shows its question; Finish submits early', async () => {
    const { result, options } = setup();
    await act(async () => result.current.start({ fullName: 'Asha', phone: '9876543210' }));
    act(() => result.current.change('Shop'));
    await act(async () => vi.advanceTimersByTime(600));
    await settle();
    expect(result.current.current?.code).toBe('SIZE');
    act(() => result.current.previous());
    expect(result.current.current?.code).toBe('TYPE');
    expect(result.current.entries).toEqual([]);
    expect(result.current.draft).toBe('Shop');
    act(() => result.current.finish());
    await settle();
    expect(options.submit).toHaveBeenCalledWith(
      expect.objectContaining({ answers: [{ questionCode: 'TYPE', answer: 'Shop', phone: '9876543210' }] }),
    );
  });

  it('tries to finish after a failed question fetch; a failed submit keeps the answers for a retry', async () => {
    const submit = vi.fn().mockRejectedValueOnce(new Error('500')).mockResolvedValueOnce(undefined);
    const { result } = setup({
      submit,
      fetchQuestion: vi.fn().mockResolvedValueOnce(TREE.TYPE).mockRejectedValue(new Error('x')),
    });
    await act(async () => result.current.start({ fullName: 'Asha', phone: '9876543210' }));
    act(() => result.current.change('Shop'));
    await act(async () => vi.advanceTimersByTime(600));
    await settle();
    expect(result.current.formError).toBe('Failed to load question. Please check your connection.');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(result.current.submitFailed).toBe(true);
    expect(result.current.entries).toHaveLength(1);
    await act(async () => result.current.retry());
    await settle();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(result.current.phase).toBe('done');
  });

  it('resumes from the kept answers after a reload', async () => {
    const first = setup();
    await act(async () => first.result.current.start({ fullName: 'Asha', phone: '9876543210' }));
    act(() => first.result.current.change('Shop'));
    await act(async () => vi.advanceTimersByTime(600));
    await settle();
    const kept = first.kept();
    first.unmount();
    const second = setup({ saved: { read: () => kept, write: () => {}, clear: () => {} } });
    expect(second.result.current.phase).toBe('question');
    expect(second.result.current.current?.code).toBe('SIZE');
    expect(second.result.current.entries.map((entry) => entry.answer)).toEqual(['Shop']);
  });

  it('a reload during the auto-advance pause brings the question back with its answer chosen', async () => {
    const first = setup();
    await act(async () => first.result.current.start({ fullName: 'Asha', phone: '9876543210' }));
    act(() => first.result.current.change('Shop'));
    await settle();
    // Kept before the next question is shown: the answer is recorded, TYPE is still the question.
    const kept = first.kept();
    expect(kept?.current?.code).toBe('TYPE');
    expect(kept?.entries.map((entry) => entry.answer)).toEqual(['Shop']);
    first.unmount();
    const second = setup({ saved: { read: () => kept, write: () => {}, clear: () => {} } });
    expect(second.result.current.phase).toBe('question');
    expect(second.result.current.current?.code).toBe('TYPE');
    expect(second.result.current.draft).toBe('Shop');
    expect(second.result.current.entries).toEqual([]);
    await act(async () => second.result.current.continueOn());
    await settle();
    expect(second.result.current.current?.code).toBe('SIZE');
    expect(second.result.current.entries.map((entry) => entry.answer)).toEqual(['Shop']);
  });

  it('captures the phone from a 10-digit answer of a flat form', async () => {
    const { result, options } = setup({ isTreeForm: false, flatQuestions: [question('PHONE', 'text', [])] });
    await act(async () => result.current.start({ fullName: '', phone: '' }));
    expect(result.current.phase).toBe('question');
    await act(async () => result.current.submitFlat([{ questionCode: 'PHONE', answer: '98765 43210' }]));
    expect(options.submit).toHaveBeenCalledWith({
      identity: { fullName: '', phone: '' },
      answers: [{ questionCode: 'PHONE', answer: '98765 43210', phone: '9876543210' }],
    });
  });
});
