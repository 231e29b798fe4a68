import { Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Alert, Button, FormActions, Heading, Text } from '@partner-portal/ui/primitives';
import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { questionnaireMessages as m } from './messages.ts';
import { QuestionList, QuestionnaireRoot } from './Questionnaire.styles.ts';
import {
  QUESTIONNAIRE_PHONE_MAX_LENGTH,
  questionnaireIntroInitialValues,
  questionnaireIntroSchema,
  type QuestionnaireIntroValues,
} from './schema.ts';

/** Props of {@link QuestionnaireWelcome}. */
export interface QuestionnaireWelcomeProps {
  /** The questionnaire's name (form_name or name) and description; absent while loading. */
  title?: string;
  description?: string;
  /** Onboarding (a new user): asks full name and phone before starting. */
  onboarding: boolean;
  /** Called with the (trimmed) name and phone (empty strings for a known user). */
  onStart: (values: QuestionnaireIntroValues) => void;
  initialValues?: QuestionnaireIntroValues;
  isLoading?: boolean;
  /** An error above Start, e.g. a failed first question fetch (Start tries again). */
  formError?: string | null;
  /** Shows 'Failed to load questionnaire.' in place of the welcome. */
  hasLoadError?: boolean;
}

/**
 * The interactive questionnaire's welcome: its name and description, and for onboarding a full
 * name and a 10-digit phone ('Please enter your full name', 'Please enter your phone number',
 * 'Please enter a valid 10-digit phone number'), then Start. Spec: operations §2 'Interactive
 * questionnaire', §4 (welcome), §5 'Interactive questionnaire intro', §8.
 */
export function QuestionnaireWelcome({
  title,
  description,
  onboarding,
  onStart,
  initialValues = questionnaireIntroInitialValues,
  isLoading = false,
  hasLoadError = false,
  formError = null,
}: QuestionnaireWelcomeProps) {
  const intl = useIntl();
  const schema = useMemo(
    () =>
      questionnaireIntroSchema({
        fullName: intl.formatMessage(m.fullNameRequired),
        phone: intl.formatMessage(m.phoneRequired),
        phoneInvalid: intl.formatMessage(m.phoneInvalid),
      }),
    [intl],
  );
  if (hasLoadError) {
    return (
      <QuestionnaireRoot>
        <Alert variant="error">{intl.formatMessage(m.loadFailed)}</Alert>
      </QuestionnaireRoot>
    );
  }
  if (isLoading || title === undefined) {
    return (
      <QuestionnaireRoot>
        <SkeletonGroup label={intl.formatMessage(m.loading)}>
          <Skeleton blockSize="1.75rem" inlineSize="60%" />
          <Skeleton lines={2} />
        </SkeletonGroup>
      </QuestionnaireRoot>
    );
  }
  return (
    <QuestionnaireRoot aria-labelledby="questionnaire-welcome-title">
      <Heading level={2} id="questionnaire-welcome-title">
        {title}
      </Heading>
      {description ? <Text tone="muted">{description}</Text> : null}
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Formik
        initialValues={initialValues}
        validationSchema={onboarding ? schema : undefined}
        onSubmit={(values) => onStart(onboarding ? schema.cast(values) : questionnaireIntroInitialValues)}
      >
        <Form noValidate aria-labelledby="questionnaire-welcome-title">
          <QuestionList>
            {onboarding ? (
              <>
                <FormikTextField
                  name="fullName"
                  label={intl.formatMessage(m.fullName)}
                  autoComplete="name"
                  isRequired
                />
                <FormikTextField
                  name="phone"
                  type="tel"
                  label={intl.formatMessage(m.phone)}
                  autoComplete="tel-national"
                  inputMode="numeric"
                  maxLength={QUESTIONNAIRE_PHONE_MAX_LENGTH}
                  dir="ltr"
                  isRequired
                />
              </>
            ) : null}
            <FormActions>
              <Button type="submit" variant="primary">
                {intl.formatMessage(m.start)}
              </Button>
            </FormActions>
          </QuestionList>
        </Form>
      </Formik>
    </QuestionnaireRoot>
  );
}
