import { EmptyState, Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Alert, Button, FormActions, Heading, Text } from '@partner-portal/ui/primitives';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  isMissingRequired,
  toSurveyAnswerItems,
  type SurveyAnswers,
  type SurveyAnswerSubmission,
  type SurveyData,
} from './answers.ts';
import { surveyMessages } from './messages.ts';
import { AnswerForm, AnswerList, SurveyRoot } from './SatisfactionSurveyForm.styles.ts';
import { SatisfactionSurveyQuestionField } from './SatisfactionSurveyQuestionField.tsx';

/** Props of {@link SurveyAnswerForm}. */
export interface SurveyAnswerFormProps {
  /** The ticket's survey; absent while loading or after a load failure. */
  survey?: SurveyData | null;
  /** Shows the loading skeleton ('Loading survey'). */
  isLoading?: boolean;
  /** Shows 'Failed to load survey'. */
  hasLoadError?: boolean;
  /**
   * Called with every answer as survey answer items (`{ questionId, answer, source: 'web' }`). Resolve
   * on success (the saved answers are listed); reject with an `Error` whose message is shown (or
   * 'Failed to submit survey form!' when it has none), every answer kept.
   */
  onSubmit: (answers: SurveyAnswerSubmission[]) => Promise<void>;
  /** Heading level of the survey's name. Default 3 (inside a ticket's tab). */
  headingLevel?: 2 | 3 | 4;
  /** For layout only. */
  className?: string;
}

type Status = 'filling' | 'submitting' | 'failed' | 'done';

/**
 * The survey-answer form (operations §2 'Customer satisfaction survey': "a separate survey-answer
 * form lists questions to be answered and submitted for a ticket. When there are none it shows 'No
 * questions available'"): every question of the ticket's survey on one page, for staff recording a
 * customer's answers (e.g. taken by phone). Required questions left empty show 'Please complete this
 * field' and focus moves to the first; a failed submit shows the error with every answer kept; after
 * saving, the questions are listed with their answers. It never fetches or navigates.
 * Spec: operations §2, §3 'Survey answer item', §5 'Survey', §8 'Survey'.
 */
export function SurveyAnswerForm({
  survey,
  isLoading = false,
  hasLoadError = false,
  onSubmit,
  headingLevel = 3,
  className,
}: SurveyAnswerFormProps) {
  const intl = useIntl();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const errorId = `${baseId}-error`;
  const [answers, setAnswers] = useState<SurveyAnswers>({});
  const [flagged, setFlagged] = useState<ReadonlySet<number>>(() => new Set());
  const [status, setStatus] = useState<Status>('filling');
  const [error, setError] = useState('');
  const form = useRef<HTMLFormElement>(null);

  if (isLoading) {
    return (
      <SurveyRoot className={className}>
        <SkeletonGroup label={intl.formatMessage(surveyMessages.loading)}>
          <Skeleton blockSize="1.5rem" inlineSize="50%" />
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
  const { questions } = survey;
  const title = (
    <>
      <Heading level={headingLevel} id={headingId}>
        {survey.name}
      </Heading>
      {survey.description ? <Text tone="muted">{survey.description}</Text> : null}
    </>
  );
  if (questions.length === 0) {
    return (
      <SurveyRoot className={className} aria-labelledby={headingId}>
        {title}
        <EmptyState title={intl.formatMessage(surveyMessages.noQuestions)} headingLevel={4} />
      </SurveyRoot>
    );
  }
  if (status === 'done') {
    const saved = toSurveyAnswerItems(questions, answers);
    return (
      <SurveyRoot className={className} aria-labelledby={headingId}>
        {title}
        <Alert variant="success">{intl.formatMessage(surveyMessages.answersSaved)}</Alert>
        <AnswerList>
          {questions.map((question) => (
            <div key={question.id}>
              <dt>{question.questionText}</dt>
              <dd>
                {saved.find((item) => item.questionId === question.id)?.answer ||
                  intl.formatMessage(surveyMessages.notAnswered)}
              </dd>
            </div>
          ))}
        </AnswerList>
      </SurveyRoot>
    );
  }

  const submitting = status === 'submitting';
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const missing = questions.filter((question) => isMissingRequired(question, answers));
    if (missing.length > 0) {
      setFlagged(new Set(missing.map((question) => question.id)));
      const first = form.current?.querySelector<HTMLElement>(
        `[data-question="${missing[0]!.id}"] input, [data-question="${missing[0]!.id}"] textarea, [data-question="${missing[0]!.id}"] button`,
      );
      first?.focus();
      return;
    }
    setStatus('submitting');
    try {
      await onSubmit(toSurveyAnswerItems(questions, answers));
      setStatus('done');
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : '');
      setStatus('failed');
    }
  };

  return (
    <SurveyRoot className={className} aria-labelledby={headingId}>
      {title}
      <AnswerForm
        ref={form}
        noValidate
        aria-labelledby={headingId}
        aria-describedby={status === 'failed' ? errorId : undefined}
        onSubmit={(event) => void submit(event)}
      >
        {status === 'failed' ? (
          <Alert variant="error" id={errorId}>
            {error || intl.formatMessage(surveyMessages.submitFailed)}
          </Alert>
        ) : null}
        {questions.map((question) => (
          <div key={question.id} data-question={question.id}>
            <SatisfactionSurveyQuestionField
              question={question}
              value={answers[question.id]}
              onChange={(value) => {
                const next = { ...answers, [question.id]: value };
                setAnswers(next);
                if (!isMissingRequired(question, next) && flagged.has(question.id)) {
                  setFlagged((previous) => new Set([...previous].filter((id) => id !== question.id)));
                }
              }}
              isInvalid={flagged.has(question.id)}
              isDisabled={submitting}
            />
          </div>
        ))}
        <FormActions>
          <Button type="submit" variant="primary" isPending={submitting}>
            {intl.formatMessage(surveyMessages.saveAnswers)}
          </Button>
        </FormActions>
      </AnswerForm>
    </SurveyRoot>
  );
}
