import { Alert, Button, FormActions, Heading, Text } from '@partner-portal/ui/primitives';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { questionnaireMessages as m } from './messages.ts';
import { QuestionList, QuestionnaireRoot } from './Questionnaire.styles.ts';
import { QuestionnaireQuestionField } from './QuestionnaireQuestionField.tsx';
import { answerProblem, answerText, type AnswerValue, type QuestionData } from './questionData.ts';

/** Props of {@link QuestionnaireFlatForm}. */
export interface QuestionnaireFlatFormProps {
  title: string;
  description?: string;
  questions: readonly QuestionData[];
  /** Answers by question code (controlled: the portal keeps them on the device until submitted). */
  values: Readonly<Record<string, AnswerValue>>;
  onChange: (code: string, value: AnswerValue) => void;
  /**
   * Called with the answered questions' codes and texts (choices joined with ', ') once every
   * required question is answered. Resolve on success; reject to show 'Failed to submit
   * questionnaire. Please try again.' with every answer kept.
   */
  onSubmit: (answers: { questionCode: string; answer: string }[]) => Promise<void>;
  isSubmitting?: boolean;
}

/**
 * A non-tree form: every question on one page with one Submit. Blank required questions give
 * 'Please answer all required questions: {list}' and 'This is a required question.' under each;
 * no answer at all gives 'Please answer at least one question.'; a failed submit keeps the answers.
 * Spec: operations §2 'Interactive questionnaire', §4, §5 'Questionnaires in general', §8.
 */
export function QuestionnaireFlatForm({
  title,
  description,
  questions,
  values,
  onChange,
  onSubmit,
  isSubmitting = false,
}: QuestionnaireFlatFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const [formError, setFormError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const blank = questions.filter(
      (question) => question.isRequired && answerProblem(question, values[question.code]) !== null,
    );
    const answered = questions.filter((question) => answerText(values[question.code]) !== '');
    setMissing(new Set(blank.map((question) => question.code)));
    if (answered.length === 0) {
      setFormError(intl.formatMessage(m.noAnswers));
      return;
    }
    if (blank.length > 0) {
      setFormError(
        intl.formatMessage(m.missingRequired, { list: blank.map((question) => question.text).join(', ') }),
      );
      return;
    }
    setFormError(null);
    setFailed(false);
    try {
      await onSubmit(
        answered.map((question) => ({
          questionCode: question.code,
          answer: answerText(values[question.code]),
        })),
      );
    } catch {
      setFailed(true);
    }
  };

  return (
    <QuestionnaireRoot aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {title}
      </Heading>
      {description ? <Text tone="muted">{description}</Text> : null}
      {failed ? <Alert variant="error">{intl.formatMessage(m.submitFailed)}</Alert> : null}
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <form noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
        <QuestionList>
          {questions.map((question) => (
            <QuestionnaireQuestionField
              key={question.code}
              question={question}
              value={values[question.code]}
              onChange={(value) => {
                onChange(question.code, value);
                if (missing.has(question.code) && answerText(value) !== '') {
                  setMissing((previous) => new Set([...previous].filter((code) => code !== question.code)));
                }
              }}
              errorMessage={missing.has(question.code) ? intl.formatMessage(m.requiredQuestion) : undefined}
              isDisabled={isSubmitting}
            />
          ))}
          <FormActions>
            <Button type="submit" variant="primary" isPending={isSubmitting}>
              {intl.formatMessage(m.submit)}
            </Button>
          </FormActions>
        </QuestionList>
      </form>
    </QuestionnaireRoot>
  );
}
