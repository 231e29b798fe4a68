import { CheckboxGroup, RadioGroup } from '@partner-portal/ui/inputs';
import { TextField } from '@partner-portal/ui/primitives';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { questionnaireMessages as m } from './messages.ts';
import type { AnswerValue, QuestionData } from './questionData.ts';

/** Props of {@link QuestionnaireQuestionField}. */
export interface QuestionnaireQuestionFieldProps {
  question: QuestionData;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** The error under the field, e.g. 'Please provide an answer before continuing.' */
  errorMessage?: ReactNode;
  isDisabled?: boolean;
}

/**
 * One questionnaire question as a field: yes/no and single choice as a radio group (arrow keys
 * choose), multiple choice as checkboxes, number, text and date (YYYY-MM-DD) as text fields (inside
 * the screen's form, Enter submits it: Continue). The question text is the label; tips are the description, the placeholder
 * the placeholder. Spec: operations §2, §3 'Profiling question', §5.
 */
export function QuestionnaireQuestionField({
  question,
  value,
  onChange,
  errorMessage,
  isDisabled,
}: QuestionnaireQuestionFieldProps) {
  const intl = useIntl();
  const isInvalid = Boolean(errorMessage);
  const common = {
    label: question.text,
    description:
      [question.tips, question.answerType === 'date' ? intl.formatMessage(m.dateFormat) : '']
        .filter(Boolean)
        .join(' ') || undefined,
    isRequired: question.isRequired,
    isInvalid,
    errorMessage,
    isDisabled,
  };
  const choices = question.options
    .filter((option) => option.text !== '')
    .map((option) => ({ value: option.text, label: option.text }));
  const text = typeof value === 'string' ? value : '';
  switch (question.answerType) {
    case 'yes_no':
    case 'single_choice':
      return (
        <RadioGroup
          {...common}
          options={choices}
          value={text || null}
          onChange={onChange}
          orientation={question.answerType === 'yes_no' ? 'horizontal' : 'vertical'}
        />
      );
    case 'multiple_choice':
      return (
        <CheckboxGroup
          {...common}
          options={choices}
          value={Array.isArray(value) ? [...value] : []}
          onChange={onChange}
        />
      );
    default:
      return (
        <TextField
          {...common}
          value={text}
          onChange={onChange}
          placeholder={question.placeholder || (question.answerType === 'date' ? 'YYYY-MM-DD' : undefined)}
          inputMode={question.answerType === 'number' ? 'decimal' : undefined}
          dir={question.answerType === 'text' ? undefined : 'ltr'}
        />
      );
  }
}
