import { Dialog } from '@partner-portal/ui/overlays';
import { Alert, Button, FormActions, FormLayout, Text } from '@partner-portal/ui/primitives';
import { Form, Formik, type FormikConfig, type FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { operationsMessages } from './messages.ts';

/** Props of {@link FormDialog}. */
export interface FormDialogProps<V extends FormikValues> {
  /** Dialog title (its accessible name). */
  title: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** Open state (controlled). */
  isOpen: boolean;
  /** Called to close (Cancel, Escape); never while submitting. */
  onOpenChange: (isOpen: boolean) => void;
  initialValues: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  /**
   * Called with the (trimmed, valid) values. Reject or set `formError` to keep the dialog open
   * with everything the user typed; the caller closes the dialog after a success.
   */
  onSubmit: (values: V) => Promise<void>;
  /** The failure to show above the fields (the server's message, time-out or offline text). */
  formError?: string | null;
  /** Text of the submit button. */
  submitLabel: ReactNode;
  /** The fields. */
  children: ReactNode;
}

/**
 * A dialog holding a small Formik form: title, intro, the failure alert, fields, Cancel and a
 * submit button that shows a spinner while the call runs. A failed submit keeps every value.
 */
export function FormDialog<V extends FormikValues>({
  title,
  intro,
  isOpen,
  onOpenChange,
  initialValues,
  validationSchema,
  onSubmit,
  formError,
  submitLabel,
  children,
}: FormDialogProps<V>) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <Dialog title={title} isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      <Formik<V>
        initialValues={initialValues}
        validationSchema={validationSchema}
        onSubmit={async (values) => {
          const cast = validationSchema?.cast ? (validationSchema.cast(values) as V) : values;
          await onSubmit(cast).catch(() => undefined);
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-describedby={formError ? errorId : undefined}>
            <FormLayout>
              {intro ? <Text tone="muted">{intro}</Text> : null}
              {formError ? (
                <Alert variant="error" id={errorId} title={intl.formatMessage(operationsMessages.saveFailed)}>
                  {formError}
                </Alert>
              ) : null}
              {children}
              <FormActions align="end">
                <Button variant="secondary" isDisabled={isSubmitting} onPress={() => onOpenChange(false)}>
                  {intl.formatMessage(operationsMessages.cancel)}
                </Button>
                <Button type="submit" variant="primary" isPending={isSubmitting}>
                  {submitLabel}
                </Button>
              </FormActions>
            </FormLayout>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
