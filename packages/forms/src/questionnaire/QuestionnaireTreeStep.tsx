import { Alert, Button, FormActions, Heading, Spinner, Text } from '@partner-portal/ui/primitives';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { questionnaireMessages as m } from './messages.ts';
import { QuestionList, QuestionnaireRoot } from './Questionnaire.styles.ts';
import { QuestionnaireQuestionField } from './QuestionnaireQuestionField.tsx';
import type { AnswerValue, QuestionData } from './questionData.ts';

/** Props of {@link QuestionnaireTreeStep}. */
export interface QuestionnaireTreeStepProps {
  /** The questionnaire's name. */
  title: string;
  question: QuestionData;
  /** Position of the question on the path, from 1. */
  number: number;
  /** Answers given so far (announced to screen readers). */
  answeredCount: number;
  value: AnswerValue | undefined;
  /** A new answer; choosing a yes/no or single-choice option saves it (the hook moves on after 600 ms). */
  onChange: (value: AnswerValue) => void;
  /** Continue (button or Enter): saves a text, number, date or multiple-choice answer and moves on. */
  onContinue: () => void;
  /** Previous: removes the last answer; disabled at the first question. */
  onPrevious: () => void;
  /** Finish: submits the answers given so far. */
  onFinish: () => void;
  /** Error under the field ('Please provide an answer before continuing.'). */
  answerError?: string | null;
  /** Error above the question: a failed question fetch, or 'Please answer at least one question.' */
  formError?: string | null;
  /** Shows 'Failed to submit questionnaire. Please try again.' with a retry (answers are kept). */
  submitFailed?: boolean;
  /** Retries the submission. */
  onRetry?: () => void;
  /** The next question is being fetched. */
  isLoadingNext?: boolean;
  isSubmitting?: boolean;
}

/**
 * One question of a tree form: the question as a field, Previous (disabled at the first), Continue
 * (Enter) and Finish (submits early); a failed submit keeps the answers and offers 'Try again'. The
 * number of answers is announced politely. It never fetches: the state machine lives in the portal.
 * Spec: operations §2 'Interactive questionnaire', §4, §5, §8 'Questionnaires'.
 */
export function QuestionnaireTreeStep({
  title,
  question,
  number,
  answeredCount,
  value,
  onChange,
  onContinue,
  onPrevious,
  onFinish,
  answerError,
  formError,
  submitFailed = false,
  onRetry,
  isLoadingNext = false,
  isSubmitting = false,
}: QuestionnaireTreeStepProps) {
  const intl = useIntl();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [question.code]);

  const busy = isLoadingNext || isSubmitting;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onContinue();
  };
  return (
    <QuestionnaireRoot aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      <div role="status">
        <Text tone="muted">{intl.formatMessage(m.answered, { count: answeredCount })}</Text>
      </div>
      {submitFailed ? (
        <Alert variant="error" title={intl.formatMessage(m.submitFailed)}>
          <Button variant="secondary" onPress={onRetry} isPending={isSubmitting}>
            {intl.formatMessage(m.retry)}
          </Button>
        </Alert>
      ) : null}
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <form noValidate aria-labelledby={titleId} onSubmit={submit}>
        <QuestionList>
          <Heading level={3} size="sm" tabIndex={-1} ref={heading}>
            {intl.formatMessage(m.questionNumber, { number })}
          </Heading>
          <QuestionnaireQuestionField
            key={question.code}
            question={question}
            value={value}
            onChange={onChange}
            errorMessage={answerError ?? undefined}
            isDisabled={busy}
          />
          {isLoadingNext ? <Spinner label={intl.formatMessage(m.loadingQuestion)} /> : null}
          <FormActions align="between">
            <Button variant="secondary" onPress={onPrevious} isDisabled={number <= 1 || busy}>
              {intl.formatMessage(m.previous)}
            </Button>
            <Button variant="secondary" onPress={onFinish} isDisabled={busy} isPending={isSubmitting}>
              {intl.formatMessage(m.finish)}
            </Button>
            <Button type="submit" variant="primary" isDisabled={busy}>
              {intl.formatMessage(m.continue)}
            </Button>
          </FormActions>
        </QuestionList>
      </form>
    </QuestionnaireRoot>
  );
}
