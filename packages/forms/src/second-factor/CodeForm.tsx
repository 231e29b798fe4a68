import { Alert, Button, FormActions, FormLayout } from '@partner-portal/ui/primitives';
import { Form, Formik } from 'formik';
import { useIntl } from 'react-intl';
import { FormikTextField } from '../fields/index.ts';
import { secondFactorMessages as m } from './messages.ts';

/** Values of {@link CodeForm}. */
export interface CodeValues {
  code: string;
}

/** Props of {@link CodeForm}. */
export interface CodeFormProps {
  /** Called with six digits; the field keeps what was typed whatever happens. */
  onSubmit: (code: string) => Promise<void>;
  /** The server's refusal (e.g. a wrong code), shown above the field. */
  formError?: string | null;
  /** Label of the submit button. */
  submitLabel: string;
}

/** A 6-digit authenticator code field with its submit button (issue 23). */
export function CodeForm({ onSubmit, formError, submitLabel }: CodeFormProps) {
  const intl = useIntl();
  return (
    <Formik<CodeValues>
      initialValues={{ code: '' }}
      validate={(values) =>
        /^\d{6}$/.test(values.code.replace(/\s/g, '')) ? {} : { code: intl.formatMessage(m.codeInvalid) }
      }
      onSubmit={(values) => onSubmit(values.code.replace(/\s/g, ''))}
    >
      {({ isSubmitting }) => (
        <Form noValidate>
          <FormLayout>
            {formError ? (
              <Alert variant="error" title={intl.formatMessage(m.failed)}>
                {formError}
              </Alert>
            ) : null}
            <FormikTextField
              name="code"
              label={intl.formatMessage(m.code)}
              description={intl.formatMessage(m.codeHint)}
              autoComplete="one-time-code"
              inputMode="numeric"
              dir="ltr"
              isRequired
            />
            <FormActions>
              <Button type="submit" variant="primary" isPending={isSubmitting}>
                {submitLabel}
              </Button>
            </FormActions>
          </FormLayout>
        </Form>
      )}
    </Formik>
  );
}
