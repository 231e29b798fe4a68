import {
  answerProblem,
  answerText,
  capturedPhone,
  CHOICE_KINDS,
  QUESTIONNAIRE_AUTO_ADVANCE_MS,
  QUESTIONNAIRE_REDIRECT_MS,
  type AnswerValue,
  type QuestionData,
} from '@partner-portal/forms/questionnaire';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Phases of the interactive questionnaire. Spec: operations §4 'Interactive questionnaire'. */
export type QuestionnairePhase = 'welcome' | 'loading' | 'question' | 'submitting' | 'done';

/** Who answers: the onboarding name and phone (empty for a known user). */
export interface QuestionnaireIdentity {
  fullName: string;
  phone: string;
}

/** One saved answer of a tree path: the question as shown and the answer text. */
export interface QuestionnaireEntry {
  question: QuestionData;
  answer: string;
}

/** What the flow keeps on the device between reloads (cleared after success). */
export interface QuestionnaireSaved {
  identity: QuestionnaireIdentity;
  entries: QuestionnaireEntry[];
  current: QuestionData | null;
  flatValues: Record<string, AnswerValue>;
}

/** The answers a submission sends, with the phone captured per operations §5. */
export interface QuestionnaireSubmission {
  identity: QuestionnaireIdentity;
  answers: { questionCode: string; answer: string; phone?: string }[];
}

/** What {@link useQuestionnaireFlow} needs: the form, the calls and the device store. */
export interface QuestionnaireFlowOptions {
  /** A tree form asks one question at a time; a flat form shows all with one Submit. */
  isTreeForm: boolean;
  /** The questions of a flat form (their texts tell which answer is a phone, operations §5). */
  flatQuestions?: readonly QuestionData[];
  /** Where a tree form starts: initial-question (upper-cased) or the form's first question. */
  startCode: string | null;
  /** GET /partner/question/ for one code; rejects on any failure. */
  fetchQuestion: (code: string) => Promise<QuestionData>;
  /** The failure text of a question fetch (operations §8 'Question fetch'). */
  fetchErrorText: (error: unknown) => string;
  /** Sends the answers; rejects on failure. */
  submit: (submission: QuestionnaireSubmission) => Promise<void>;
  /** A user with a stored uuid: after success, {@link onRedirect} runs after 3 s. */
  isKnownUser: boolean;
  /** Goes to /additional-profiling. */
  onRedirect: () => void;
  /** 'Please provide an answer before continuing.' and 'Please answer at least one question.' */
  texts: { blankAnswer: string; noAnswers: string };
  /** The device store of the answers in progress (sessionStorage through packages/api). */
  saved: {
    read: () => QuestionnaireSaved | null;
    write: (saved: QuestionnaireSaved) => void;
    clear: () => void;
  };
}

/** The flow's state and actions, for the questionnaire screens. */
export interface QuestionnaireFlow {
  phase: QuestionnairePhase;
  identity: QuestionnaireIdentity | null;
  entries: readonly QuestionnaireEntry[];
  current: QuestionData | null;
  /** The answer being given to `current`. */
  draft: AnswerValue | undefined;
  flatValues: Readonly<Record<string, AnswerValue>>;
  answerError: string | null;
  formError: string | null;
  submitFailed: boolean;
  /** Seconds left before the redirect (known users after success), else null. */
  redirectIn: number | null;
  start: (identity: QuestionnaireIdentity) => void;
  change: (value: AnswerValue) => void;
  continueOn: () => void;
  previous: () => void;
  finish: () => void;
  retry: () => void;
  changeFlat: (code: string, value: AnswerValue) => void;
  submitFlat: (answers: { questionCode: string; answer: string }[]) => Promise<void>;
}

const toValue = (question: QuestionData, answer: string): AnswerValue =>
  question.answerType === 'multiple_choice' ? answer.split(', ').filter(Boolean) : answer;

/**
 * The interactive questionnaire's state machine: welcome, loading, question, submitting, done.
 * Tree forms: choosing a yes/no or single-choice option saves it, waits 600 ms and fetches the
 * option's next question (none: submit); other answers advance on Continue (Enter) and a blank one
 * gives 'Please provide an answer before continuing.'; Previous removes the last answer; Finish
 * submits early ('Please answer at least one question.' with none); a failed question fetch shows
 * its text and tries to finish. A failed submit keeps everything and can be retried. After success
 * a known user is sent on after 3 s. Progress is written through `saved` on every change and
 * cleared after success. Spec: operations §4 'Interactive questionnaire', §5, §8, §9.
 */
export function useQuestionnaireFlow(options: QuestionnaireFlowOptions): QuestionnaireFlow {
  const opts = useRef(options);
  opts.current = options;
  const [restored] = useState(() => options.saved.read());
  const [phase, setPhase] = useState<QuestionnairePhase>(
    restored && (restored.current || !options.isTreeForm) ? 'question' : 'welcome',
  );
  const [identity, setIdentity] = useState<QuestionnaireIdentity | null>(restored?.identity ?? null);
  // Kept during the auto-advance pause (the last answer is the current question's, the next one not
  // yet shown): the question comes back with that answer chosen, to go on with Continue.
  const [pending] = useState(() => {
    const last = restored?.entries.at(-1);
    return restored?.current && last?.question.code === restored.current.code ? last : undefined;
  });
  const [entries, setEntries] = useState<QuestionnaireEntry[]>(
    (pending ? restored?.entries.slice(0, -1) : restored?.entries) ?? [],
  );
  const [current, setCurrent] = useState<QuestionData | null>(restored?.current ?? null);
  const [draft, setDraft] = useState<AnswerValue | undefined>(() =>
    pending ? toValue(pending.question, pending.answer) : undefined,
  );
  const [flatValues, setFlatValues] = useState<Record<string, AnswerValue>>(restored?.flatValues ?? {});
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [redirectIn, setRedirectIn] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    if (identity === null || phase === 'done') return;
    opts.current.saved.write({ identity, entries, current, flatValues });
  }, [identity, entries, current, flatValues, phase]);

  const redirecting = redirectIn !== null;
  useEffect(() => {
    if (!redirecting) return;
    const tick = setInterval(() => setRedirectIn((left) => Math.max(0, (left ?? 1) - 1)), 1000);
    const go = setTimeout(() => opts.current.onRedirect(), QUESTIONNAIRE_REDIRECT_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [redirecting]);

  const send = useCallback(
    async (who: QuestionnaireIdentity, answers: QuestionnaireSubmission['answers']) => {
      setPhase('submitting');
      setSubmitFailed(false);
      try {
        await opts.current.submit({ identity: who, answers });
      } catch (error) {
        if (live.current) {
          setSubmitFailed(true);
          setPhase('question');
        }
        throw error;
      }
      if (!live.current) return;
      opts.current.saved.clear();
      setPhase('done');
      if (opts.current.isKnownUser) setRedirectIn(QUESTIONNAIRE_REDIRECT_MS / 1000);
    },
    [],
  );

  const submitTree = useCallback(
    (path: QuestionnaireEntry[]) => {
      const who = identity ?? { fullName: '', phone: '' };
      if (path.length === 0) {
        setFormError(opts.current.texts.noAnswers);
        setPhase('question');
        return;
      }
      const phone = who.phone || capturedPhone(path);
      void send(
        who,
        path.map((entry) => ({
          questionCode: entry.question.code,
          answer: entry.answer,
          ...(phone ? { phone } : {}),
        })),
      ).catch(() => undefined);
    },
    [identity, send],
  );

  const goTo = useCallback(
    async (code: string | null, path: QuestionnaireEntry[]) => {
      if (code === null) {
        submitTree(path);
        return;
      }
      setPhase('loading');
      try {
        const question = await opts.current.fetchQuestion(code);
        if (!live.current) return;
        setCurrent(question);
        setDraft(undefined);
        setPhase('question');
      } catch (error) {
        if (!live.current) return;
        setFormError(opts.current.fetchErrorText(error));
        if (path.length === 0) setPhase('question');
        else submitTree(path);
      }
    },
    [submitTree],
  );

  const save = (question: QuestionData, value: AnswerValue): QuestionnaireEntry[] => {
    const path = [...entries, { question, answer: answerText(value) }];
    setEntries(path);
    return path;
  };

  const nextCode = (question: QuestionData, value: AnswerValue): string | null => {
    if (CHOICE_KINDS.has(question.answerType)) {
      return question.options.find((option) => option.text === answerText(value))?.nextQuestionCode ?? null;
    }
    return question.options[0]?.nextQuestionCode ?? null;
  };

  return {
    phase,
    identity,
    entries,
    current,
    draft,
    flatValues,
    answerError,
    formError,
    submitFailed,
    redirectIn,
    start: (who) => {
      setIdentity(who);
      setFormError(null);
      if (!options.isTreeForm) {
        setPhase('question');
        return;
      }
      void goTo(options.startCode, []);
    },
    change: (value) => {
      if (!current || phase !== 'question') return;
      setDraft(value);
      setAnswerError(null);
      setFormError(null);
      clearTimeout(timer.current);
      if (CHOICE_KINDS.has(current.answerType) && answerText(value) !== '') {
        const path = save(current, value);
        const next = nextCode(current, value);
        timer.current = setTimeout(() => void goTo(next, path), QUESTIONNAIRE_AUTO_ADVANCE_MS);
      }
    },
    continueOn: () => {
      if (!current || phase !== 'question') return;
      if (CHOICE_KINDS.has(current.answerType) && entries.at(-1)?.question.code === current.code) return;
      if (answerProblem(current, draft) !== null) {
        setAnswerError(options.texts.blankAnswer);
        return;
      }
      const value = draft as AnswerValue;
      void goTo(nextCode(current, value), save(current, value));
    },
    previous: () => {
      clearTimeout(timer.current);
      const last = entries.at(-1);
      if (!last) return;
      const saved = last.question.code === current?.code;
      const target = saved ? entries.at(-2) : last;
      if (!target) {
        // The last answer belongs to the first question: drop it, stay there.
        setEntries([]);
        setDraft(undefined);
        return;
      }
      setEntries(entries.slice(0, saved ? -2 : -1));
      setCurrent(target.question);
      setDraft(toValue(target.question, target.answer));
      setAnswerError(null);
      setFormError(null);
      setPhase('question');
    },
    finish: () => {
      clearTimeout(timer.current);
      const path =
        current && answerProblem(current, draft) === null && entries.at(-1)?.question.code !== current.code
          ? save(current, draft as AnswerValue)
          : entries;
      submitTree(path);
    },
    retry: () => submitTree(entries),
    changeFlat: (code, value) => setFlatValues((values) => ({ ...values, [code]: value })),
    submitFlat: (answers) => {
      const who = identity ?? { fullName: '', phone: '' };
      const texts = new Map((options.flatQuestions ?? []).map((question) => [question.code, question.text]));
      const phone =
        who.phone ||
        capturedPhone(
          answers.map((item) => ({
            question: { text: texts.get(item.questionCode) ?? '' },
            answer: item.answer,
          })),
        );
      return send(
        who,
        answers.map((item) => ({ ...item, ...(phone ? { phone } : {}) })),
      );
    },
  };
}
