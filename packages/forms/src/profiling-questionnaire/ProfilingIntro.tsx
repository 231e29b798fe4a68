import { Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Alert, Button, FormActions, Heading, Text } from '@partner-portal/ui/primitives';
import { Form, Formik } from 'formik';
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { ProfilingRoot, ProfilingStack } from './ProfilingQuestionnaire.styles.ts';
import { profilingMessages as m } from './messages.ts';
import { profilingIntroInitialValues, profilingIntroSchema, type ProfilingIntroValues } from './schema.ts';

/** Props of {@link ProfilingIntro}. */
export interface ProfilingIntroProps {
  /** A known user (stored uuid and phone): no fields, only Start. Null: a new user gives name and phone. */
  knownUserName?: string | null;
  isKnownUser: boolean;
  /** Called with the trimmed name and phone (empty for a known user). */
  onStart: (values: ProfilingIntroValues) => void;
  initialValues?: ProfilingIntroValues;
  isLoading?: boolean;
  hasLoadError?: boolean;
}

/**
 * The profiling questionnaire's intro: what it is, 'Estimated time: about 3 minutes', and for a
 * new user full name and phone ('Full name is required', 'Phone number is required', 'Please enter
 * a valid phone number'); a known user just starts. Spec: operations §2 'Profiling questionnaire',
 * §5 'Profiling intro (new users)', §9.
 */
export function ProfilingIntro({
  knownUserName = null,
  isKnownUser,
  onStart,
  initialValues = profilingIntroInitialValues,
  isLoading = false,
  hasLoadError = false,
}: ProfilingIntroProps) {
  const intl = useIntl();
  const titleId = useId();
  const schema = useMemo(
    () =>
      profilingIntroSchema({
        fullName: intl.formatMessage(m.fullNameRequired),
        phone: intl.formatMessage(m.phoneRequired),
        phoneInvalid: intl.formatMessage(m.phoneInvalid),
      }),
    [intl],
  );
  return (
    <ProfilingRoot aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {intl.formatMessage(m.title)}
      </Heading>
      <Text>{intl.formatMessage(m.intro)}</Text>
      <Text tone="muted">{intl.formatMessage(m.estimate)}</Text>
      {hasLoadError ? (
        <Alert variant="error">{intl.formatMessage(m.loadFailed)}</Alert>
      ) : isLoading ? (
        <SkeletonGroup label={intl.formatMessage(m.loading)}>
          <Skeleton lines={2} />
        </SkeletonGroup>
      ) : (
        <Formik
          initialValues={initialValues}
          validationSchema={isKnownUser ? undefined : schema}
          onSubmit={(values) => onStart(isKnownUser ? profilingIntroInitialValues : schema.cast(values))}
        >
          <Form noValidate aria-labelledby={titleId}>
            <ProfilingStack>
              {isKnownUser ? (
                knownUserName ? (
                  <Text>{intl.formatMessage(m.knownUser, { name: knownUserName })}</Text>
                ) : null
              ) : (
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
                    autoComplete="tel"
                    inputMode="tel"
                    dir="ltr"
                    isRequired
                  />
                </>
              )}
              <FormActions>
                <Button type="submit" variant="primary">
                  {intl.formatMessage(m.start)}
                </Button>
              </FormActions>
            </ProfilingStack>
          </Form>
        </Formik>
      )}
    </ProfilingRoot>
  );
}
