import { ProgressBar } from '@partner-portal/ui/pickers';
import { Alert, Button, FormActions, Heading, Text } from '@partner-portal/ui/primitives';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
// The question field is shared with the interactive questionnaire: one rendering of a question.
import { QuestionnaireQuestionField } from '../questionnaire/QuestionnaireQuestionField.tsx';
import type { AnswerValue, QuestionData } from '../questionnaire/questionData.ts';
import { ProfilingRoot, ProfilingStack } from './ProfilingQuestionnaire.styles.ts';
import { profilingMessages as m } from './messages.ts';

/** Props of {@link ProfilingQuestionStep}. */
export interface ProfilingQuestionStepProps {
  question: QuestionData;
  /** 0-based position of the question. */
  index: number;
  total: number;
  value: AnswerValue | undefined;
  /** A new answer (yes/no, single choice and number move on after 600 ms: the hook's timer). */
  onChange: (value: AnswerValue) => void;
  /** Next (Enter): refused without an answer. */
  onNext: () => void;
  onPrevious: () => void;
  /** Submit on the last question: refused unless every question is answered. */
  onSubmit: () => void;
  /** Error under the field ('Please provide an answer before continuing.'). */
  answerError?: string | null;
  /** Error above the question ('Please answer all questions before submitting.'). */
  formError?: string | null;
  /** Shows 'Failed to submit questionnaire. Please try again.' (answers kept; Submit retries). */
  submitFailed?: boolean;
  isSubmitting?: boolean;
}

/**
 * One step of the profiling questionnaire: the progress percentage (announced by the progress
 * bar), the question's category and number, the question as a field with its tips and
 * placeholder, Previous and Next, and Submit on the last step. Focus moves to the step heading on
 * each step. Spec: operations §2 'Profiling questionnaire', §4, §5, §8.
 */
export function ProfilingQuestionStep({
  question,
  index,
  total,
  value,
  onChange,
  onNext,
  onPrevious,
  onSubmit,
  answerError,
  formError,
  submitFailed = false,
  isSubmitting = false,
}: ProfilingQuestionStepProps) {
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
  }, [index]);
  const isLast = index === total - 1;
  const percent = total > 0 ? Math.round(((index + 1) / total) * 100) : 0;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    if (isLast) onSubmit();
    else onNext();
  };
  return (
    <ProfilingRoot aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {intl.formatMessage(m.title)}
      </Heading>
      <ProgressBar label={intl.formatMessage(m.progress)} value={percent} />
      {submitFailed ? <Alert variant="error">{intl.formatMessage(m.submitFailed)}</Alert> : null}
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <form noValidate aria-labelledby={titleId} onSubmit={submit}>
        <ProfilingStack>
          <Heading level={3} size="sm" tabIndex={-1} ref={heading}>
            {intl.formatMessage(m.stepOf, { current: index + 1, total })}
          </Heading>
          {question.category ? <Text tone="muted">{question.category}</Text> : null}
          <QuestionnaireQuestionField
            key={question.code}
            question={question}
            value={value}
            onChange={onChange}
            errorMessage={answerError ?? undefined}
            isDisabled={isSubmitting}
          />
          <FormActions align="between">
            <Button variant="secondary" onPress={onPrevious} isDisabled={index === 0 || isSubmitting}>
              {intl.formatMessage(m.previous)}
            </Button>
            <Button type="submit" variant="primary" isPending={isSubmitting}>
              {intl.formatMessage(isLast ? (submitFailed ? m.retry : m.submit) : m.next)}
            </Button>
          </FormActions>
        </ProfilingStack>
      </form>
    </ProfilingRoot>
  );
}
