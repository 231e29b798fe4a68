import { CheckboxGroup, RadioGroup, Select, TextArea } from '@partner-portal/ui/inputs';
import { TextField } from '@partner-portal/ui/primitives';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { SurveyQuestionData } from './answers.ts';
import { surveyMessages } from './messages.ts';

/** The form control name of question `id`'s field: `answer-<id>`. */
export const surveyFieldName = (id: number) => `answer-${id}`;

/** Props of {@link SatisfactionSurveyQuestionField}. */
export interface SatisfactionSurveyQuestionFieldProps {
  /** The question: its type decides the field. */
  question: SurveyQuestionData;
  /** The current answer: text, or the chosen options (checkboxes). */
  value: string | readonly string[] | undefined;
  /** Called with the new answer. */
  onChange: (value: string | string[]) => void;
  /** Shows 'Please complete this field' under the field (a required question left empty). */
  isInvalid?: boolean;
  isDisabled?: boolean;
}

/**
 * One survey question as a field: multiple-choice as radio buttons, checkboxes as a checkbox group,
 * dropdown as a select, short-answer as a text field and paragraph as a text area. The question text
 * is the label, the note the description, `placeholderText` the placeholder. Spec: operations §2
 * 'Customer satisfaction survey', §3 'Survey template', §5 'Survey'.
 */
export function SatisfactionSurveyQuestionField({
  question,
  value,
  onChange,
  isInvalid,
  isDisabled,
}: SatisfactionSurveyQuestionFieldProps) {
  const intl = useIntl();
  const choices = useMemo(
    () => question.options.map((option) => ({ value: option, label: option })),
    [question.options],
  );
  const common = {
    // `answer-<id>`: a server-rendered survey's form adopts what was chosen or typed before the app
    // was live by this name (SatisfactionSurveyForm).
    name: surveyFieldName(question.id),
    label: question.questionText,
    description: question.note || undefined,
    isRequired: question.required,
    isInvalid,
    errorMessage: isInvalid ? intl.formatMessage(surveyMessages.required) : undefined,
    isDisabled,
  };
  const text = typeof value === 'string' ? value : '';
  switch (question.type) {
    case 'multiple-choice':
      return <RadioGroup {...common} options={choices} value={text || null} onChange={onChange} />;
    case 'checkboxes':
      return (
        <CheckboxGroup
          {...common}
          options={choices}
          value={Array.isArray(value) ? [...value] : []}
          onChange={onChange}
        />
      );
    case 'dropdown':
      return (
        <Select
          {...common}
          options={question.options.map((option) => ({ id: option, label: option }))}
          value={text || null}
          onChange={(chosen) => onChange(chosen ?? '')}
          placeholder={question.placeholderText || intl.formatMessage(surveyMessages.selectPlaceholder)}
        />
      );
    case 'short-answer':
      return (
        <TextField
          {...common}
          value={text}
          onChange={onChange}
          placeholder={question.placeholderText || undefined}
        />
      );
    case 'paragraph':
      return (
        <TextArea
          {...common}
          value={text}
          onChange={onChange}
          placeholder={question.placeholderText || undefined}
          minRows={4}
          maxRows={10}
          maxHeight={320}
        />
      );
  }
}
