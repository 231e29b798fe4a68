import { Alert, Button, FormActions, FormLayout, Heading, Text } from '@partner-portal/ui/primitives';
import { Form, useFormikContext } from 'formik';
import { useId, type ReactNode, type Ref } from 'react';

/** Props of {@link PublicFormFrame}. */
export interface PublicFormFrameProps {
  /** The form's heading (an `h2`); it also names the form (`aria-labelledby`). */
  title: ReactNode;
  /** A muted line under the heading. Default: none. */
  intro?: ReactNode;
  /**
   * A failure to show above the fields (the server's message or the error text): an error `Alert`
   * (`role="alert"`) whose id describes the form (`aria-describedby`). Wins over `successMessage`.
   */
  formError?: ReactNode;
  /** Bold first line of the failure alert, e.g. 'Request failed'. */
  errorTitle: ReactNode;
  /** A success notice above the fields (`role="status"`, also describing the form). Default: none. */
  successMessage?: ReactNode;
  /** Bold first line of the success notice. */
  successTitle?: ReactNode;
  /** Text of the full-width primary submit button; it shows a spinner while Formik submits. */
  submitLabel: ReactNode;
  /** Disables the submit button (e.g. until hydrated; the fields take their own `isDisabled`). */
  isDisabled?: boolean;
  /** Called when anything in the form gets focus (used to start loading the schema early). */
  onFocus?: () => void;
  /** The fields, in reading order, between the alert and the submit row. */
  children: ReactNode;
  /** Links and notes under the submit row (e.g. 'skip', 'Already have an account? Sign In'). */
  links?: ReactNode;
  /** For layout only. */
  className?: string;
  /**
   * The `<form>` element, for a prerendered form that adopts typing made before hydration
   * (AdoptEarlyInput). Default: none.
   */
  formRef?: Ref<HTMLFormElement>;
}

/**
 * The frame every public account form shares (sign-up, client sign-up, forgot and reset password,
 * the account-deletion login): a Formik `<form>` named by its `h2` heading, an optional intro,
 * the form-level failure (error `Alert`, `role="alert"`) or success notice (`role="status"`) with
 * an id the form points to through `aria-describedby`, the fields, a full-width primary submit
 * button that is pending while Formik submits, and links below it. Render it inside `<Formik>`.
 * Spec: access §2 (public routes), §8 (a failure shows the server message or the error text).
 */
export function PublicFormFrame({
  title,
  intro,
  formError,
  errorTitle,
  successMessage,
  successTitle,
  submitLabel,
  isDisabled = false,
  onFocus,
  children,
  links,
  className,
  formRef,
}: PublicFormFrameProps) {
  const { isSubmitting } = useFormikContext();
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const statusId = `${baseId}-status`;
  const hasError = Boolean(formError);
  const hasSuccess = !hasError && Boolean(successMessage);
  return (
    // method="post": should no script ever run on a prerendered page, the values never go in a URL.
    <Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby={headingId}
      aria-describedby={hasError || hasSuccess ? statusId : undefined}
      onFocus={onFocus}
      className={className}
    >
      <FormLayout>
        <Heading level={2} size="lg" id={headingId}>
          {title}
        </Heading>
        {intro ? <Text tone="muted">{intro}</Text> : null}
        {hasError ? (
          <Alert variant="error" id={statusId} title={errorTitle}>
            {formError}
          </Alert>
        ) : hasSuccess ? (
          <Alert variant="success" id={statusId} title={successTitle}>
            {successMessage}
          </Alert>
        ) : null}
        {children}
        <FormActions align="stretch">
          <Button type="submit" variant="primary" fullWidth isPending={isSubmitting} isDisabled={isDisabled}>
            {submitLabel}
          </Button>
        </FormActions>
        {links}
      </FormLayout>
    </Form>
  );
}
