import {
  answerProblem,
  answerText,
  QUESTIONNAIRE_AUTO_ADVANCE_MS,
  QUESTIONNAIRE_REDIRECT_MS,
  type AnswerValue,
  type QuestionAnswerKind,
  type QuestionData,
} from '@partner-portal/forms/questionnaire';
import { useEffect, useRef, useState } from 'react';

/** Phases of the profiling questionnaire. Spec: operations §2 'Profiling questionnaire', §4. */
export type ProfilingPhase = 'intro' | 'question' | 'submitting' | 'done';

/** Answer types that move on by themselves 600 ms after an answer (operations §4, §9). */
export const PROFILING_AUTO_ADVANCE_KINDS: ReadonlySet<QuestionAnswerKind> = new Set([
  'yes_no',
  'single_choice',
  'number',
]);

/** The new user's name and phone (empty for a known user). */
export interface ProfilingIdentityValues {
  fullName: string;
  phone: string;
}

/** What the flow keeps on the device between reloads (cleared after success). */
export interface ProfilingSaved {
  identity: ProfilingIdentityValues;
  index: number;
  answers: Record<string, AnswerValue>;
}

/** What {@link useProfilingFlow} needs. */
export interface ProfilingFlowOptions {
  questions: readonly QuestionData[];
  /** Sends every answer (by code, choices joined with ', '); rejects on failure. */
  submit: (
    identity: ProfilingIdentityValues,
    answers: { questionCode: string; answer: string }[],
  ) => Promise<void>;
  /** Goes to /dashboard, 3 s after success. */
  onRedirect: () => void;
  /** 'Please provide an answer before continuing.' and 'Please answer all questions before submitting.' */
  texts: { blankAnswer: string; unanswered: string };
  saved: { read: () => ProfilingSaved | null; write: (saved: ProfilingSaved) => void; clear: () => void };
}

/** The flow's state and actions, for the profiling screens. */
export interface ProfilingFlow {
  phase: ProfilingPhase;
  index: number;
  answers: Readonly<Record<string, AnswerValue>>;
  answerError: string | null;
  formError: string | null;
  submitFailed: boolean;
  redirectIn: number | null;
  start: (identity: ProfilingIdentityValues) => void;
  change: (value: AnswerValue) => void;
  next: () => void;
  previous: () => void;
  submit: () => void;
}

/**
 * The profiling questionnaire's state machine: intro, one question per step, submitting, done.
 * Yes/no, single-choice and number answers move on 600 ms after the last change; Next requires an
 * answer ('Please provide an answer before continuing.'); Submit requires all ('Please answer all
 * questions before submitting.', and the first unanswered step is shown); a failed submit keeps
 * every answer; success clears the kept answers and redirects after 3 s.
 * Spec: operations §2 'Profiling questionnaire', §4, §5, §8, §9.
 */
export function useProfilingFlow(options: ProfilingFlowOptions): ProfilingFlow {
  const opts = useRef(options);
  opts.current = options;
  const [restored] = useState(() => options.saved.read());
  const total = options.questions.length;
  const [phase, setPhase] = useState<ProfilingPhase>(restored ? 'question' : 'intro');
  const [identity, setIdentity] = useState<ProfilingIdentityValues | null>(restored?.identity ?? null);
  const [index, setIndex] = useState(Math.min(restored?.index ?? 0, Math.max(total - 1, 0)));
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(restored?.answers ?? {});
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
    opts.current.saved.write({ identity, index, answers });
  }, [identity, index, answers, phase]);

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

  const question = options.questions[index];
  const goTo = (target: number) => {
    clearTimeout(timer.current);
    setAnswerError(null);
    setIndex(Math.max(0, Math.min(target, total - 1)));
  };

  return {
    phase,
    index,
    answers,
    answerError,
    formError,
    submitFailed,
    redirectIn,
    start: (who) => {
      setIdentity(who);
      setPhase('question');
    },
    change: (value) => {
      if (!question || phase !== 'question') return;
      setAnswers((previous) => ({ ...previous, [question.code]: value }));
      setAnswerError(null);
      setFormError(null);
      clearTimeout(timer.current);
      if (
        PROFILING_AUTO_ADVANCE_KINDS.has(question.answerType) &&
        answerProblem(question, value) === null &&
        index < total - 1
      ) {
        const from = index;
        timer.current = setTimeout(
          () => setIndex((now) => (now === from ? from + 1 : now)),
          QUESTIONNAIRE_AUTO_ADVANCE_MS,
        );
      }
    },
    next: () => {
      if (!question) return;
      if (answerProblem(question, answers[question.code]) !== null) {
        setAnswerError(options.texts.blankAnswer);
        return;
      }
      goTo(index + 1);
    },
    previous: () => goTo(index - 1),
    submit: () => {
      if (phase === 'submitting' || identity === null) return;
      clearTimeout(timer.current);
      const missing = options.questions.findIndex((q) => answerProblem(q, answers[q.code]) !== null);
      if (missing !== -1) {
        setFormError(options.texts.unanswered);
        goTo(missing);
        return;
      }
      setPhase('submitting');
      setSubmitFailed(false);
      setFormError(null);
      const list = options.questions.map((q) => ({
        questionCode: q.code,
        answer: answerText(answers[q.code]),
      }));
      opts.current.submit(identity, list).then(
        () => {
          if (!live.current) return;
          opts.current.saved.clear();
          setPhase('done');
          setRedirectIn(QUESTIONNAIRE_REDIRECT_MS / 1000);
        },
        () => {
          if (!live.current) return;
          setSubmitFailed(true);
          setPhase('question');
        },
      );
    },
  };
}
