import { Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Switch } from '@partner-portal/ui/inputs';
import {
  Alert,
  Button,
  FormActions,
  FormLayout,
  Heading,
  Link,
  Text,
  type HeadingLevel,
} from '@partner-portal/ui/primitives';
import { RichTextEditor } from '@partner-portal/ui/rich-text';
import { FieldArray, Form, Formik, useField, useFormikContext } from 'formik';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { FocusFirstError } from '../../fields/FocusFirstError.tsx';
import { FormikCheckbox } from '../../fields/FormikCheckbox.tsx';
import { FormikSelect } from '../../fields/FormikSelect.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { FormikValuesListener } from '../../fields/FormikValuesListener.tsx';
import { surveyMessages as m } from '../messages.ts';
import {
  newSurveyQuestion,
  SURVEY_LIMITS,
  surveyInitialValues,
  surveySchema,
  toSurveySubmission,
  type SurveyEditorValues,
  type SurveySubmission,
} from '../schema.ts';
import { EditorBox, Group, Pair, QuestionBox, QuestionTools } from './SurveyEditor.styles.ts';

/** Props of {@link SurveyEditor}. */
export interface SurveyEditorProps {
  /** 'New survey' (/add-survey) or 'Edit survey' (/edit-survey/{id}). */
  mode: 'create' | 'edit';
  /** Starting values (see `surveyValuesOf`). Default: a new survey with one empty question. */
  initialValues?: SurveyEditorValues;
  /** The survey is being read (edit mode): skeleton instead of the form. */
  isLoading?: boolean;
  /** Why the survey could not be read (shown with 'Try again' when `onRetry` is given). */
  loadError?: ReactNode;
  onRetry?: () => void;
  /** False: every field read-only with a note why, no save button. Default true. */
  canEdit?: boolean;
  /** Uploads an image of the description; resolves with a `src` to show it with (see ui `RichTextEditor`). */
  onUploadImage?: (file: File) => Promise<string>;
  /**
   * Saves the trimmed values. Reject (or set `formError`) on failure: every value stays on screen,
   * the rejection's `Error.message` shows when `formError` is not given.
   */
  onSubmit: (survey: SurveySubmission) => Promise<void>;
  /** The failure of the last save (server message, time-out, offline text). */
  formError?: string | null;
  /** Where 'Back to surveys' goes (/surveys). */
  backHref?: string;
  /** Level of the heading. Default 2. */
  headingLevel?: HeadingLevel;
  /** Called after every change of the values (e.g. to keep a draft on the device; issue 23). */
  onValuesChange?: (values: SurveyEditorValues) => void;
  /** Shown under the heading (e.g. 'Draft restored' with 'Discard draft'). */
  notice?: ReactNode;
}

const kindOptions = (intl: IntlShape) => [
  { id: 'rating', label: intl.formatMessage(m.kindRating) },
  { id: 'single_choice', label: intl.formatMessage(m.kindSingleChoice) },
  { id: 'yes_no', label: intl.formatMessage(m.kindYesNo) },
  { id: 'text', label: intl.formatMessage(m.kindText) },
];

/** The rich-text description bound to Formik's `descriptionHtml`. */
function DescriptionField({
  onUploadImage,
  isDisabled,
}: {
  onUploadImage?: (file: File) => Promise<string>;
  isDisabled: boolean;
}) {
  const intl = useIntl();
  const [field, , helpers] = useField<string>('descriptionHtml');
  return (
    <RichTextEditor
      label={intl.formatMessage(m.description)}
      description={intl.formatMessage(m.descriptionHelp)}
      value={field.value}
      onChange={(html) => void helpers.setValue(html, false)}
      onUploadImage={onUploadImage}
      isDisabled={isDisabled}
    />
  );
}

/** The active switch bound to Formik's `isActive`. */
function ActiveField({ isDisabled }: { isDisabled: boolean }) {
  const intl = useIntl();
  const [field, , helpers] = useField<boolean>('isActive');
  return (
    <div>
      <Switch
        name="isActive"
        isSelected={field.value}
        onChange={(on) => void helpers.setValue(on)}
        isDisabled={isDisabled}
      >
        {intl.formatMessage(m.activeLabel)}
      </Switch>
      <Text tone="muted" size="sm">
        {intl.formatMessage(m.activeHelp)}
      </Text>
    </div>
  );
}

/** The questions: one framed group each, with answer type, options, required, move and remove. */
function QuestionFields({ isDisabled }: { isDisabled: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { values, errors, submitCount } = useFormikContext<SurveyEditorValues>();
  const listError = typeof errors.questions === 'string' && submitCount > 0 ? errors.questions : null;
  return (
    <FieldArray name="questions">
      {(array) => (
        <Group>
          <legend>{t(m.questionsLegend)}</legend>
          {listError ? <Alert variant="error">{listError}</Alert> : null}
          {values.questions.map((question, index) => {
            const number = index + 1;
            return (
              <QuestionBox key={question.key} disabled={isDisabled}>
                <legend>{t(m.questionGroup, { number })}</legend>
                <FormikTextField
                  name={`questions.${index}.text`}
                  label={t(m.questionText)}
                  isRequired
                  maxLength={SURVEY_LIMITS.question}
                  isDisabled={isDisabled}
                />
                <Pair>
                  <FormikSelect
                    name={`questions.${index}.kind`}
                    label={t(m.questionKind)}
                    isRequired
                    options={kindOptions(intl)}
                    isDisabled={isDisabled}
                  />
                  <FormikCheckbox name={`questions.${index}.required`} isDisabled={isDisabled}>
                    {t(m.required)}
                  </FormikCheckbox>
                </Pair>
                {question.kind === 'single_choice' ? (
                  <FormikTextArea
                    name={`questions.${index}.options`}
                    label={t(m.options)}
                    description={t(m.optionsHelp)}
                    isRequired
                    isDisabled={isDisabled}
                  />
                ) : null}
                {isDisabled ? null : (
                  <QuestionTools>
                    <Button
                      variant="secondary"
                      size="sm"
                      isDisabled={index === 0}
                      onPress={() => array.swap(index, index - 1)}
                    >
                      {t(m.moveUp, { number })}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      isDisabled={index === values.questions.length - 1}
                      onPress={() => array.swap(index, index + 1)}
                    >
                      {t(m.moveDown, { number })}
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      isDisabled={values.questions.length === 1}
                      onPress={() => array.remove(index)}
                    >
                      {t(m.remove, { number })}
                    </Button>
                  </QuestionTools>
                )}
              </QuestionBox>
            );
          })}
          {isDisabled || values.questions.length >= SURVEY_LIMITS.questions ? null : (
            <div>
              <Button variant="secondary" onPress={() => array.push(newSurveyQuestion())}>
                {t(m.addQuestion)}
              </Button>
            </div>
          )}
        </Group>
      )}
    </FieldArray>
  );
}

/**
 * Writes a satisfaction survey (/add-survey, /edit-survey/{id}; issue 20): its title, a rich-text
 * description (ui `RichTextEditor`, images through `onUploadImage`), the active switch (one survey
 * is active at a time) and its questions (text, rating 1-5, single choice with options, yes/no),
 * each optionally required, moved up or down with buttons, added and removed. A failed save shows
 * its message and keeps every value; focus goes to the first invalid field. It never fetches.
 */
export function SurveyEditor({
  mode,
  initialValues,
  isLoading = false,
  loadError,
  onRetry,
  canEdit = true,
  onUploadImage,
  onSubmit,
  formError,
  backHref,
  headingLevel = 2,
  onValuesChange,
  notice,
}: SurveyEditorProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const errorId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const start = useMemo(() => initialValues ?? surveyInitialValues(), [initialValues]);
  const schema = useMemo(
    () =>
      surveySchema({
        titleRequired: t(m.titleRequired),
        questionRequired: t(m.questionRequired),
        questionsRequired: t(m.questionsRequired),
        optionsInvalid: t(m.optionsInvalid),
      }),
    [t],
  );
  const heading = (
    <Heading level={headingLevel} size="lg" id={headingId}>
      {t(mode === 'create' ? m.createHeading : m.editHeading)}
    </Heading>
  );
  const back = backHref ? <Link href={backHref}>{t(m.cancel)}</Link> : null;

  if (isLoading || loadError) {
    return (
      <EditorBox>
        <FormLayout>
          {heading}
          {isLoading ? (
            <SkeletonGroup label={t(m.loadingSurvey)}>
              <Skeleton lines={6} />
            </SkeletonGroup>
          ) : (
            <Alert variant="error">
              {loadError}{' '}
              {onRetry ? (
                <Button variant="secondary" onPress={onRetry}>
                  {t(m.retry)}
                </Button>
              ) : null}
            </Alert>
          )}
          {back}
        </FormLayout>
      </EditorBox>
    );
  }

  return (
    <EditorBox ref={boxRef}>
      <Formik<SurveyEditorValues>
        initialValues={start}
        enableReinitialize
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await onSubmit(toSurveySubmission(values));
          } catch (failure) {
            if (formError === undefined) {
              helpers.setStatus(
                failure instanceof Error && failure.message ? failure.message : t(m.saveFailed),
              );
            }
          }
        }}
      >
        {({ isSubmitting, status }) => {
          const shownError = formError ?? (typeof status === 'string' ? status : null);
          return (
            <Form noValidate aria-labelledby={headingId} aria-describedby={shownError ? errorId : undefined}>
              <FocusFirstError containerRef={boxRef} />
              {onValuesChange ? <FormikValuesListener onChange={onValuesChange} /> : null}
              <FormLayout>
                {heading}
                {notice}
                {!canEdit ? <Alert variant="info">{t(m.readOnly)}</Alert> : null}
                {shownError ? (
                  <Alert variant="error" id={errorId} title={t(m.saveFailed)}>
                    {shownError}
                  </Alert>
                ) : null}
                <FormikTextField
                  name="title"
                  label={t(m.title)}
                  isRequired
                  maxLength={SURVEY_LIMITS.title}
                  isDisabled={!canEdit}
                />
                <DescriptionField onUploadImage={onUploadImage} isDisabled={!canEdit || isSubmitting} />
                <ActiveField isDisabled={!canEdit} />
                <QuestionFields isDisabled={!canEdit} />
                <FormActions>
                  {canEdit ? (
                    <Button type="submit" variant="primary" isPending={isSubmitting}>
                      {t(m.save)}
                    </Button>
                  ) : null}
                  {back}
                </FormActions>
              </FormLayout>
            </Form>
          );
        }}
      </Formik>
    </EditorBox>
  );
}
