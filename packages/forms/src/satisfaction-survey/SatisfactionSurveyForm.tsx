import { EmptyState, Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { ProgressBar } from '@partner-portal/ui/pickers';
import { Alert, Button, FormActions, Heading, Text } from '@partner-portal/ui/primitives';
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  isMissingRequired,
  SURVEY_AUTO_ADVANCE_MS,
  SURVEY_AUTO_ADVANCE_TYPES,
  toSurveyAnswerItems,
  type SurveyAnswers,
  type SurveyAnswerSubmission,
  type SurveyData,
} from './answers.ts';
import { surveyMessages } from './messages.ts';
import { QuestionPage, SurveyIntro, SurveyRoot, ThankYou } from './SatisfactionSurveyForm.styles.ts';
import { SatisfactionSurveyQuestionField, surveyFieldName } from './SatisfactionSurveyQuestionField.tsx';

/** Props of {@link SatisfactionSurveyForm}. */
export interface SatisfactionSurveyFormProps {
  /** The survey (`name`, `description`, `questions`); absent while loading or after a load failure. */
  survey?: SurveyData | null;
  /** Shows the loading skeleton ('Loading survey'). */
  isLoading?: boolean;
  /** Shows 'Failed to load survey' in place of the survey. */
  hasLoadError?: boolean;
  /**
   * Called on the last page with every answer as survey answer items (`{ questionId, answer, source:
   * 'web' }`, checkbox choices joined with ', ', empty optional answers left out). Resolve on success
   * (the thank-you message follows); reject to show 'Failed to submit survey form!' with every answer
   * kept.
   */
  onSubmit: (answers: SurveyAnswerSubmission[]) => Promise<void>;
  /** Answers to start from, by question id. Default: none. */
  initialAnswers?: SurveyAnswers;
  /** The page to start on (0-based question index), e.g. to resume. Default 0. */
  initialIndex?: number;
  /** Called with every answer given (e.g. to keep a draft on the device; issue 23). */
  onAnswersChange?: (answers: SurveyAnswers) => void;
  /** Shown above the question (e.g. 'Draft restored'), and under the thank-you (e.g. 'Saved on this device'). */
  notice?: ReactNode;
  /** Delay after a single-choice answer before the next question, in ms. Default 300 (operations §9). */
  autoAdvanceMs?: number;
  /**
   * The active staff-written survey's description (issue 20), already sanitised with its images
   * signed (api `toDisplayHtml`): shown under the survey's name, before the questions.
   */
  introHtml?: string;
  /** For layout only. */
  className?: string;
}

type Status = 'filling' | 'submitting' | 'failed' | 'done';

/**
 * The customer satisfaction survey, rendered from its question data: one question per page with
 * Previous and Next and a progress percentage; a required question left empty shows 'Please complete
 * this field'; multiple-choice and dropdown answers move on after 300 ms; the last page submits, then
 * a thank-you message is shown. Loading, 'Failed to load survey', 'No questions available' (a survey
 * without questions) and 'Failed to submit survey form!' (answers kept) are its other states. Focus
 * moves to the question's heading on every page change. It never fetches or navigates.
 * Spec: operations §2 'Customer satisfaction survey', §3, §4 'Survey', §5 'Survey', §8 'Survey', §9.
 */
export function SatisfactionSurveyForm({
  survey,
  isLoading = false,
  hasLoadError = false,
  onSubmit,
  initialAnswers = {},
  introHtml,
  initialIndex = 0,
  onAnswersChange,
  notice,
  autoAdvanceMs = SURVEY_AUTO_ADVANCE_MS,
  className,
}: SatisfactionSurveyFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const errorId = `${baseId}-error`;
  const [index, setIndex] = useState(initialIndex);
  const [answers, setAnswers] = useState<SurveyAnswers>(initialAnswers);
  const [flagged, setFlagged] = useState<ReadonlySet<number>>(() => new Set());
  const [status, setStatus] = useState<Status>('filling');
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const thankYouHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const timer = useRef<number | undefined>(undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const answerRef = useRef<((value: string | string[]) => void) | null>(null);
  const adopted = useRef(false);

  const questions = survey?.questions ?? [];
  const total = questions.length;
  const current = Math.min(index, Math.max(total - 1, 0));
  const question = questions[current];
  const isLast = current === total - 1;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (moved.current) questionHeading.current?.focus();
  }, [current]);

  useEffect(() => {
    if (status === 'done') thankYouHeading.current?.focus();
  }, [status]);

  // A survey the server rendered (issue 21) takes a choice or text before the app is live: the
  // first time the form is rendered, what its question's controls hold is taken as the answer.
  useLayoutEffect(() => {
    if (adopted.current || !formRef.current || !question) return;
    adopted.current = true;
    const early = earlyAnswer(formRef.current, surveyFieldName(question.id), answers[question.id]);
    if (early !== undefined) answerRef.current?.(early);
  });

  if (isLoading) {
    return (
      <SurveyRoot className={className}>
        <SkeletonGroup label={intl.formatMessage(surveyMessages.loading)}>
          <Skeleton blockSize="1.75rem" inlineSize="60%" />
          <Skeleton lines={2} />
          <Skeleton variant="block" />
        </SkeletonGroup>
      </SurveyRoot>
    );
  }

  if (hasLoadError || !survey) {
    return (
      <SurveyRoot className={className}>
        <Alert variant="error">{intl.formatMessage(surveyMessages.loadFailed)}</Alert>
      </SurveyRoot>
    );
  }

  const title = (
    <>
      <Heading level={2} id={headingId}>
        {survey.name}
      </Heading>
      {survey.description ? <Text tone="muted">{survey.description}</Text> : null}
      {introHtml ? <SurveyIntro dangerouslySetInnerHTML={{ __html: introHtml }} /> : null}
    </>
  );

  if (status === 'done') {
    return (
      <SurveyRoot className={className} aria-labelledby={headingId}>
        <ThankYou>
          <Heading level={2} id={headingId} tabIndex={-1} ref={thankYouHeading}>
            {intl.formatMessage(surveyMessages.thankYouTitle)}
          </Heading>
          <Text>{intl.formatMessage(surveyMessages.thankYouText)}</Text>
        </ThankYou>
        {notice}
      </SurveyRoot>
    );
  }

  if (!question) {
    return (
      <SurveyRoot className={className} aria-labelledby={headingId}>
        {title}
        <EmptyState title={intl.formatMessage(surveyMessages.noQuestions)} headingLevel={3} />
      </SurveyRoot>
    );
  }

  const goTo = (next: number) => {
    window.clearTimeout(timer.current);
    moved.current = true;
    setIndex(Math.max(0, Math.min(next, total - 1)));
  };

  const flag = (id: number, on: boolean) =>
    setFlagged((previous) => {
      if (previous.has(id) === on) return previous;
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const answer = (value: string | string[]) => {
    const next = { ...answers, [question.id]: value };
    setAnswers(next);
    onAnswersChange?.(next);
    if (!isMissingRequired(question, next)) flag(question.id, false);
    window.clearTimeout(timer.current);
    if (SURVEY_AUTO_ADVANCE_TYPES.has(question.type) && value !== '' && !isLast) {
      const from = current;
      timer.current = window.setTimeout(() => {
        moved.current = true;
        setIndex((now) => (now === from ? from + 1 : now));
      }, autoAdvanceMs);
    }
  };

  answerRef.current = answer;

  const submitPage = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    if (isMissingRequired(question, answers)) {
      flag(question.id, true);
      return;
    }
    if (!isLast) {
      goTo(current + 1);
      return;
    }
    const missing = questions.findIndex((candidate) => isMissingRequired(candidate, answers));
    if (missing !== -1) {
      flag(questions[missing]!.id, true);
      goTo(missing);
      return;
    }
    setStatus('submitting');
    try {
      await onSubmit(toSurveyAnswerItems(questions, answers));
      setStatus('done');
    } catch {
      setStatus('failed');
    }
  };

  const percent = Math.round(((current + 1) / total) * 100);
  const submitting = status === 'submitting';

  return (
    <SurveyRoot className={className} aria-labelledby={headingId}>
      {title}
      {notice}
      <ProgressBar label={intl.formatMessage(surveyMessages.progress)} value={percent} />
      <form
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        aria-describedby={status === 'failed' ? errorId : undefined}
        onSubmit={(event) => void submitPage(event)}
      >
        <QuestionPage>
          <Heading level={3} size="sm" tabIndex={-1} ref={questionHeading}>
            {intl.formatMessage(surveyMessages.questionOf, { current: current + 1, total })}
          </Heading>
          {status === 'failed' ? (
            <Alert variant="error" id={errorId}>
              {intl.formatMessage(surveyMessages.submitFailed)}
            </Alert>
          ) : null}
          <SatisfactionSurveyQuestionField
            key={question.id}
            question={question}
            value={answers[question.id]}
            onChange={answer}
            isInvalid={flagged.has(question.id)}
            isDisabled={submitting}
          />
          <FormActions align="between">
            <Button
              variant="secondary"
              onPress={() => goTo(current - 1)}
              isDisabled={current === 0 || submitting}
            >
              {intl.formatMessage(surveyMessages.previous)}
            </Button>
            <Button type="submit" variant="primary" isPending={submitting}>
              {intl.formatMessage(isLast ? surveyMessages.submit : surveyMessages.next)}
            </Button>
          </FormActions>
        </QuestionPage>
      </form>
    </SurveyRoot>
  );
}

/**
 * What the controls named `name` in `form` hold that differs from `current`: a text field's or text
 * area's text, the checked radio's value, the checked boxes' values; undefined when nothing differs.
 */
function earlyAnswer(
  form: HTMLFormElement,
  name: string,
  current: string | readonly string[] | undefined,
): string | string[] | undefined {
  const control = form.elements.namedItem(name);
  const isChoice = (element: unknown): element is HTMLInputElement =>
    element instanceof HTMLInputElement && (element.type === 'radio' || element.type === 'checkbox');
  if (control instanceof HTMLTextAreaElement || (control instanceof HTMLInputElement && !isChoice(control))) {
    const text = typeof current === 'string' ? current : '';
    return control.value !== '' && control.value !== text ? control.value : undefined;
  }
  const boxes = (control instanceof RadioNodeList ? [...control] : [control]).filter(isChoice);
  if (boxes.length === 0) return undefined;
  if (boxes[0]!.type === 'radio') {
    const chosen = boxes.find((box) => box.checked)?.value;
    return chosen && chosen !== current ? chosen : undefined;
  }
  const chosen = boxes.filter((box) => box.checked).map((box) => box.value);
  const now = Array.isArray(current) ? current : [];
  const same = chosen.length === now.length && chosen.every((value) => now.includes(value));
  return same ? undefined : chosen;
}
