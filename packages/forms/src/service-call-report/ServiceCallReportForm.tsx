import { Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Steps } from '@partner-portal/ui/pickers';
import {
  Alert,
  Button,
  FormActions,
  FormLayout,
  Heading,
  Link,
  Text,
  TextField,
} from '@partner-portal/ui/primitives';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AdoptEarlyInput } from '../fields/AdoptEarlyInput.tsx';
import { FocusFirstError } from '../fields/FocusFirstError.tsx';
import { FormikValuesListener } from '../fields/FormikValuesListener.tsx';
import { FormikDateTimePicker } from '../fields/FormikDateTimePicker.tsx';
import { FormikRating } from '../fields/FormikRating.tsx';
import { FormikSignaturePad } from '../fields/FormikSignaturePad.tsx';
import { FormikTextArea } from '../fields/FormikTextArea.tsx';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { serviceCallMessages } from './messages.ts';
import { FieldGrid, LockBar, ReportRoot, Wide } from './ServiceCallReportForm.styles.ts';
import {
  serviceCallInitialValues,
  toCustomerFeedback,
  toEngineerReport,
  type CustomerFeedback,
  type EngineerReport,
  type ServiceCallPrefill,
  type ServiceCallValues,
} from './values.ts';

/** Props of {@link ServiceCallReportForm}. */
export interface ServiceCallReportFormProps {
  /** The link check is running: a skeleton ('Checking link') in place of the form. */
  isChecking?: boolean;
  /** The link is invalid: the server's message, shown in red in place of the form (operations §8). */
  linkError?: string | null;
  /** The link could not be checked (network or server failure): 'Error Checking Link!' in place of the form. */
  linkCheckFailed?: boolean;
  /** What the valid link pre-fills; case number, service type, dates and address are locked until Edit. */
  prefill?: ServiceCallPrefill;
  /** Values to start from (stories, resuming). Default: empty plus `prefill`. */
  initialValues?: ServiceCallValues;
  /** Step to start on: 0 engineer section, 1 customer feedback. Default 0. */
  initialStep?: 0 | 1;
  /**
   * Saves step 1 (creates the record). Resolve to move on to step 2; reject to show 'Error Saving
   * Form Data!' plus the error's message, with every value and the signature kept.
   */
  onSubmitReport: (report: EngineerReport) => Promise<void>;
  /**
   * Saves step 2 (updates the record); the app then goes to /success. Reject to show 'Error Saving
   * Form Data!' plus the error's message, with every value and both signatures kept.
   */
  onSubmitFeedback: (feedback: CustomerFeedback) => Promise<void>;
  /**
   * Called after every change of the values, with the current step (e.g. to keep a draft on the
   * device; issue 23). Not called for the initial values.
   */
  onValuesChange?: (values: ServiceCallValues, step: 0 | 1) => void;
  /** Called when the step changes (after step 1 is saved). */
  onStepChange?: (step: 0 | 1) => void;
  /** Shown under the title (e.g. 'Draft restored' or a submit queued offline). */
  notice?: ReactNode;
  /** Where 'Upload documents' leads (the upload page of this link); no link when absent. */
  uploadHref?: string;
  /** For layout only. */
  className?: string;
}

/** The fields whose value is upper-cased as it is typed (serial and model numbers). */
const UPPER_CASE_FIELDS: ReadonlySet<string> = new Set(['productSerialNo', 'productModelNo']);

/** Shapes text typed before the app was live as the fields' own `onChange` would have. */
const adoptEarly = (name: string, value: unknown) =>
  UPPER_CASE_FIELDS.has(name) && typeof value === 'string' ? value.toUpperCase() : value;

/** A text field whose value is forced to upper case as it is typed (serial and model numbers). */
function UpperCaseField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <TextField
      name={name}
      label={label}
      value={field.value}
      onChange={(value) => void helpers.setValue(value.toUpperCase())}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
      isRequired
      autoComplete="off"
      dir="ltr"
    />
  );
}

/**
 * The Service Call Report reached by link, in two steps inside one Formik instance. The link check
 * comes first: while it runs a skeleton shows; an invalid link shows the server's message in red in
 * place of the form, a failed check 'Error Checking Link!'. Step 1, the engineer section, has every
 * field of the report (every text required with 'Please fill the field!', serial no. and UEFI
 * failure ID included; every date, the report's date included, with 'Please Select the date!'), serial and model numbers upper-cased as typed,
 * case number, service type, arrival date, fixed date and address prefilled and read-only until
 * Edit, and the engineer's signature. Step 2 is customer feedback: rating Terrible..Excellent, date,
 * comments and the customer's signature. A failed save shows 'Error Saving Form Data!' plus the
 * error and keeps every value and both signatures. Focus moves to the step's heading on the step
 * change. It never fetches or navigates.
 * Spec: operations §2 'Service Call Report form', §3, §4 'Service call report', §5, §8 'Forms'.
 */
export function ServiceCallReportForm({
  isChecking = false,
  linkError,
  linkCheckFailed = false,
  prefill,
  initialValues,
  initialStep = 0,
  onSubmitReport,
  onSubmitFeedback,
  uploadHref,
  onValuesChange,
  onStepChange,
  notice,
  className,
}: ServiceCallReportFormProps) {
  const intl = useIntl();
  const m = serviceCallMessages;
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const errorId = `${baseId}-error`;
  const [step, setStep] = useState<0 | 1>(initialStep);
  const [unlocked, setUnlocked] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);
  const stepRef = useRef(step);
  stepRef.current = step;

  const validations = useMemo(() => {
    const messages = {
      fillField: intl.formatMessage(m.fillField),
      selectDate: intl.formatMessage(m.selectDate),
    };
    const load = (index: 0 | 1) => () =>
      import('./schema.ts').then(({ serviceCallStepSchemas }) => serviceCallStepSchemas(messages)[index]);
    return [
      lazyYupValidation<ServiceCallValues>(load(0)),
      lazyYupValidation<ServiceCallValues>(load(1)),
    ] as const;
  }, [intl, m]);

  useEffect(() => {
    if (moved.current) stepHeading.current?.focus();
  }, [step]);

  if (isChecking) {
    return (
      <ReportRoot className={className}>
        <SkeletonGroup label={intl.formatMessage(m.checking)}>
          <Skeleton blockSize="1.75rem" inlineSize="50%" />
          <Skeleton lines={3} />
          <Skeleton variant="block" />
        </SkeletonGroup>
      </ReportRoot>
    );
  }

  if (linkError || linkCheckFailed) {
    return (
      <ReportRoot className={className} aria-labelledby={titleId}>
        <Heading level={2} id={titleId}>
          {intl.formatMessage(m.title)}
        </Heading>
        <Alert variant="error">{linkError || intl.formatMessage(m.linkCheckFailed)}</Alert>
      </ReportRoot>
    );
  }

  const locked = Boolean(prefill) && !unlocked;

  const submit = async (values: ServiceCallValues, helpers: FormikHelpers<ServiceCallValues>) => {
    setSaveError(null);
    try {
      if (stepRef.current === 0) {
        await onSubmitReport(toEngineerReport(values));
        // Step 2's fields start untouched (the submit touched every field).
        await helpers.setTouched({}, false);
        moved.current = true;
        setStep(1);
        onStepChange?.(1);
      } else {
        await onSubmitFeedback(toCustomerFeedback(values));
      }
    } catch (error) {
      setSaveError(error instanceof Error && error.message ? error.message : '');
    }
  };

  const stepTitle = intl.formatMessage(step === 0 ? m.engineerStep : m.feedbackStep);

  return (
    <ReportRoot className={className} aria-labelledby={titleId}>
      <Heading level={2} id={titleId}>
        {intl.formatMessage(m.title)}
      </Heading>
      {notice}
      <Steps
        label={intl.formatMessage(m.stepsLabel)}
        steps={[
          { id: 'engineer', title: intl.formatMessage(m.engineerStep) },
          { id: 'feedback', title: intl.formatMessage(m.feedbackStep) },
        ]}
        currentIndex={step}
        showProgress={false}
      />
      <Formik
        initialValues={initialValues ?? serviceCallInitialValues(prefill)}
        validate={(values) => validations[stepRef.current].validate(values)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <>
            <Form
              ref={formRef}
              noValidate
              aria-label={stepTitle}
              aria-describedby={saveError !== null ? errorId : undefined}
              onFocus={() => void validations[step].schema().catch(() => undefined)}
            >
              <FocusFirstError containerRef={formRef} />
              {onValuesChange ? (
                <FormikValuesListener<ServiceCallValues>
                  onChange={(values) => onValuesChange(values, stepRef.current)}
                />
              ) : null}
              <FormLayout>
                <Heading level={3} size="md" tabIndex={-1} ref={stepHeading}>
                  {stepTitle}
                </Heading>
                {saveError !== null ? (
                  <Alert variant="error" id={errorId} title={intl.formatMessage(m.saveFailed)}>
                    {saveError || undefined}
                  </Alert>
                ) : null}
                {step === 0 ? (
                  <>
                    {prefill ? (
                      <LockBar>
                        <Text tone="muted">{intl.formatMessage(m.prefilledNote)}</Text>
                        {locked ? (
                          <Button variant="secondary" size="sm" onPress={() => setUnlocked(true)}>
                            {intl.formatMessage(m.edit)}
                          </Button>
                        ) : null}
                      </LockBar>
                    ) : null}
                    <FieldGrid>
                      <FormikTextField
                        name="slNo"
                        label={intl.formatMessage(m.slNo)}
                        isRequired
                        autoComplete="off"
                      />
                      <FormikTextField
                        name="caseId"
                        label={intl.formatMessage(m.caseId)}
                        isRequired
                        isReadOnly={locked}
                        autoComplete="off"
                      />
                      <FormikTextField
                        name="serviceType"
                        label={intl.formatMessage(m.serviceType)}
                        isRequired
                        isReadOnly={locked}
                        autoComplete="off"
                      />
                      <FormikTextField
                        name="productName"
                        label={intl.formatMessage(m.productName)}
                        isRequired
                        autoComplete="off"
                      />
                      <UpperCaseField name="productSerialNo" label={intl.formatMessage(m.productSerialNo)} />
                      <UpperCaseField name="productModelNo" label={intl.formatMessage(m.productModelNo)} />
                      <FormikDateTimePicker
                        name="callLogDate"
                        label={intl.formatMessage(m.callLogDate)}
                        isRequired
                      />
                      <FormikDateTimePicker
                        name="arrivalDate"
                        label={intl.formatMessage(m.arrivalDate)}
                        isRequired
                        isReadOnly={locked}
                      />
                      <FormikDateTimePicker
                        name="systemFixDate"
                        label={intl.formatMessage(m.systemFixDate)}
                        isRequired
                        isReadOnly={locked}
                      />
                      <FormikDateTimePicker name="date" label={intl.formatMessage(m.date)} isRequired />
                      <FormikTextField
                        name="customerName"
                        label={intl.formatMessage(m.customerName)}
                        isRequired
                        autoComplete="off"
                      />
                      <FormikTextField
                        name="customerContactPerson"
                        label={intl.formatMessage(m.customerContactPerson)}
                        isRequired
                        autoComplete="off"
                      />
                      <FormikTextField
                        name="customerPhone"
                        type="tel"
                        inputMode="tel"
                        dir="ltr"
                        label={intl.formatMessage(m.customerPhone)}
                        isRequired
                        autoComplete="off"
                      />
                      <FormikTextField
                        name="uefiFailureId"
                        label={intl.formatMessage(m.uefiFailureId)}
                        isRequired
                        autoComplete="off"
                      />
                      <Wide>
                        <FormikTextArea
                          name="customerAddress"
                          label={intl.formatMessage(m.customerAddress)}
                          isRequired
                          isReadOnly={locked}
                          minRows={2}
                        />
                      </Wide>
                      <Wide>
                        <FormikTextArea
                          name="issueDescription"
                          label={intl.formatMessage(m.issueDescription)}
                          isRequired
                        />
                      </Wide>
                      <Wide>
                        <FormikTextArea
                          name="resolutionSummary"
                          label={intl.formatMessage(m.resolutionSummary)}
                          isRequired
                        />
                      </Wide>
                      <FormikTextField
                        name="engineerName"
                        label={intl.formatMessage(m.engineerName)}
                        isRequired
                        autoComplete="name"
                      />
                      <Wide>
                        <FormikSignaturePad
                          name="engineerSignature"
                          label={intl.formatMessage(m.engineerSignature)}
                          fileName="engineer-signature.png"
                          isRequired
                        />
                      </Wide>
                    </FieldGrid>
                  </>
                ) : (
                  <FieldGrid>
                    <Wide>
                      <FormikRating
                        name="overallExperience"
                        label={intl.formatMessage(m.overallExperience)}
                        isRequired
                      />
                    </Wide>
                    <FormikDateTimePicker
                      name="scheduleDate"
                      label={intl.formatMessage(m.scheduleDate)}
                      isRequired
                    />
                    <Wide>
                      <FormikTextArea
                        name="customerComment"
                        label={intl.formatMessage(m.customerComment)}
                        isRequired
                      />
                    </Wide>
                    <Wide>
                      <FormikSignaturePad
                        name="customerSignature"
                        label={intl.formatMessage(m.customerSignature)}
                        fileName="customer-signature.png"
                        isRequired
                      />
                    </Wide>
                  </FieldGrid>
                )}
                <FormActions align="between">
                  {uploadHref ? <Link href={uploadHref}>{intl.formatMessage(m.uploadLink)}</Link> : <span />}
                  <Button type="submit" variant="primary" isPending={isSubmitting}>
                    {intl.formatMessage(step === 0 ? m.saveEngineer : m.submitFeedback)}
                  </Button>
                </FormActions>
              </FormLayout>
            </Form>
            {/* Text typed into the server-rendered page before the app was live (issue 21). */}
            <AdoptEarlyInput formRef={formRef} transform={adoptEarly} />
          </>
        )}
      </Formik>
    </ReportRoot>
  );
}
