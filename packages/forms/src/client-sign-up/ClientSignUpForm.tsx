import { Link, TextField, type TextFieldProps } from '@partner-portal/ui/primitives';
import { Formik, useField, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { AdoptEarlyInput } from '../fields/AdoptEarlyInput.tsx';
import { FormikPhoneField } from '../fields/FormikPhoneField.tsx';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { PublicFormFrame } from '../public-form-frame/index.ts';
import { clientSignUpMessages } from './messages.ts';
import { toTitleCase } from './titleCase.ts';
import { clientSignUpInitialValues, type ClientSignUpValues } from './values.ts';

/** A text field whose value is title-cased as it is typed (access §5: "names are title-cased automatically"). */
function TitleCaseField({
  name,
  ...props
}: Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'> & { name: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => void helpers.setValue(toTitleCase(value))}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}

/** Names typed into the prerendered page before the app was live are title-cased as they are adopted. */
const TITLE_CASED = new Set(['clientName', 'fullName']);
const titleCaseAdopted = (name: string, value: unknown) =>
  TITLE_CASED.has(name) && typeof value === 'string' ? toTitleCase(value) : value;

/** Props of {@link ClientSignUpForm}. */
export interface ClientSignUpFormProps {
  /** Starting values. Default: empty with the +91 prefix. */
  initialValues?: ClientSignUpValues;
  /**
   * Called with valid values (texts trimmed, names title-cased). Resolve when done; the form keeps
   * every value whatever happens.
   */
  onSubmit: (values: ClientSignUpValues, helpers: FormikHelpers<ClientSignUpValues>) => Promise<void>;
  /** A failure to show above the fields (the server message or the error text, access §8). */
  formError?: string | null;
  /** Target of the link back to the client page (/client). */
  backHref: string;
}

/**
 * The client sign-up form: Associated Client, Name (both title-cased as typed), Phone with a
 * dial-code prefix (default +91), Email and Designation, all required, with the spec's messages
 * ('Please fill this field!', 'Please input your phone number!', 'Please input your Designation!')
 * and a link back to /client. It never fetches or navigates.
 * Spec: access §2 'Client sign-up', §3 'Client user create payload', §5, §8.
 */
export function ClientSignUpForm({
  initialValues = clientSignUpInitialValues,
  onSubmit,
  formError,
  backHref,
}: ClientSignUpFormProps) {
  const intl = useIntl();
  const validation = useMemo(() => {
    const messages = {
      fillThisField: intl.formatMessage(clientSignUpMessages.fillThisField),
      emailInvalid: intl.formatMessage(clientSignUpMessages.emailInvalid),
      phoneRequired: intl.formatMessage(clientSignUpMessages.phoneRequired),
      phoneInvalid: intl.formatMessage(clientSignUpMessages.phoneInvalid),
      designationRequired: intl.formatMessage(clientSignUpMessages.designationRequired),
    };
    return lazyYupValidation<ClientSignUpValues>(() =>
      import('./schema.ts').then(({ clientSignUpSchema }) => clientSignUpSchema(messages)),
    );
  }, [intl]);
  const submit = async (values: ClientSignUpValues, helpers: FormikHelpers<ClientSignUpValues>) =>
    onSubmit((await validation.schema()).cast(values) as ClientSignUpValues, helpers);
  // Prerendered (issue 21), the form takes typing, ticks and presses from the first paint:
  // AdoptEarlyInput hands what was typed or ticked to Formik on hydration, and the portal replays a
  // press (Submit, the country code picker) made before then (apps/portal boot.ts).
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
      <>
        <PublicFormFrame
          formRef={formRef}
          title={intl.formatMessage(clientSignUpMessages.title)}
          formError={formError}
          errorTitle={intl.formatMessage(clientSignUpMessages.failed)}
          submitLabel={intl.formatMessage(clientSignUpMessages.submit)}
          onFocus={() => void validation.schema().catch(() => undefined)}
          links={<Link href={backHref}>{intl.formatMessage(clientSignUpMessages.back)}</Link>}
        >
          <TitleCaseField
            name="clientName"
            label={intl.formatMessage(clientSignUpMessages.clientName)}
            autoComplete="organization"
            isRequired
          />
          <TitleCaseField
            name="fullName"
            label={intl.formatMessage(clientSignUpMessages.fullName)}
            autoComplete="name"
            isRequired
          />
          <FormikPhoneField name="phone" label={intl.formatMessage(clientSignUpMessages.phone)} isRequired />
          <FormikTextField
            name="email"
            type="email"
            label={intl.formatMessage(clientSignUpMessages.email)}
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            isRequired
          />
          <FormikTextField
            name="designation"
            label={intl.formatMessage(clientSignUpMessages.designation)}
            autoComplete="organization-title"
            isRequired
          />
        </PublicFormFrame>
        {/* After the form: its ref is attached by the time this layout effect runs. */}
        <AdoptEarlyInput formRef={formRef} transform={titleCaseAdopted} />
      </>
    </Formik>
  );
}
