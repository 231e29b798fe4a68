import type { SelectOption } from '@partner-portal/ui/inputs';
import { Link, Text } from '@partner-portal/ui/primitives';
import { Formik, type FormikHelpers } from 'formik';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormikCheckbox } from '../fields/FormikCheckbox.tsx';
import { FormikComboBox } from '../fields/FormikComboBox.tsx';
import { AdoptEarlyInput } from '../fields/AdoptEarlyInput.tsx';
import { FormikPhoneField } from '../fields/FormikPhoneField.tsx';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { lazyYupValidation } from '../fields/lazyYupValidation.ts';
import { PublicFormFrame } from '../public-form-frame/index.ts';
import { signUpMessages } from './messages.ts';
import { signUpInitialValues, type SignUpValues } from './values.ts';

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  /** Starting values. Default: empty with the +91 prefix. */
  initialValues?: SignUpValues;
  /**
   * Called with valid values (texts trimmed). Resolve when done; the form keeps every value
   * whatever happens, so a failed sign-up never loses what was typed.
   */
  onSubmit: (values: SignUpValues, helpers: FormikHelpers<SignUpValues>) => Promise<void>;
  /** A sign-up failure to show above the fields (the server's message or the error text, access §8 'Sign-up'). */
  formError?: string | null;
  /** The 'Who referred you?' suggestions (the referral list's names). Default: none. */
  referralNames?: readonly string[];
  /** True while the referral list loads (the field shows a spinner). */
  isLoadingReferrals?: boolean;
  /** The provider's own e-mail domain; e-mails on it are refused ('Email with domain {host} is not allowed!'). */
  providerDomain?: string;
  /** Target of the 'Terms and Conditions' link (/terms-and-conditions). */
  termsHref: string;
  /** Target of the 'Sign In' link (/signin). */
  signInHref: string;
}

/**
 * The partner sign-up form: name, official e-mail, phone with a dial-code prefix (default +91),
 * company name, company e-mail, the optional 'Who referred you?' autocomplete and the required
 * terms checkbox, with the spec's messages ('Please input your Name!', 'The input is not valid
 * E-mail!', 'Please input your phone number!', 'Please input your Company Name!', 'Please accept
 * the Term & Condition', 'Email with domain {host} is not allowed!'). It never fetches or navigates.
 * Spec: access §2 'Sign-up (partner)', §3 'Partner sign-up payload', §5 'Sign-up', §8.
 */
export function SignUpForm({
  initialValues = signUpInitialValues,
  onSubmit,
  formError,
  referralNames = [],
  isLoadingReferrals = false,
  providerDomain,
  termsHref,
  signInHref,
}: SignUpFormProps) {
  const intl = useIntl();
  const validation = useMemo(() => {
    const messages = {
      nameRequired: intl.formatMessage(signUpMessages.nameRequired),
      emailInvalid: intl.formatMessage(signUpMessages.emailInvalid),
      phoneRequired: intl.formatMessage(signUpMessages.phoneRequired),
      phoneInvalid: intl.formatMessage(signUpMessages.phoneInvalid),
      companyNameRequired: intl.formatMessage(signUpMessages.companyNameRequired),
      termsRequired: intl.formatMessage(signUpMessages.termsRequired),
      domainNotAllowed: (host: string) => intl.formatMessage(signUpMessages.domainNotAllowed, { host }),
    };
    return lazyYupValidation<SignUpValues>(() =>
      import('./schema.ts').then(({ signUpSchema }) => signUpSchema(messages, { providerDomain })),
    );
  }, [intl, providerDomain]);
  const options = useMemo<SelectOption[]>(
    () => [...new Set(referralNames)].map((name) => ({ id: name, label: name })),
    [referralNames],
  );
  const submit = async (values: SignUpValues, helpers: FormikHelpers<SignUpValues>) =>
    onSubmit((await validation.schema()).cast(values) as SignUpValues, helpers);
  // Prerendered (issue 21), the form takes typing, ticks and presses from the first paint:
  // AdoptEarlyInput hands what was typed or ticked to Formik on hydration, and the portal replays a
  // press (Submit, the country code picker) made before then (apps/portal boot.ts).
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={initialValues} validate={validation.validate} onSubmit={submit}>
      <>
        <PublicFormFrame
          formRef={formRef}
          title={intl.formatMessage(signUpMessages.title)}
          intro={intl.formatMessage(signUpMessages.intro)}
          formError={formError}
          errorTitle={intl.formatMessage(signUpMessages.failed)}
          submitLabel={intl.formatMessage(signUpMessages.submit)}
          onFocus={() => void validation.schema().catch(() => undefined)}
          links={
            <Text>
              {intl.formatMessage(signUpMessages.haveAccount)}{' '}
              <Link href={signInHref}>{intl.formatMessage(signUpMessages.signIn)}</Link>
            </Text>
          }
        >
          <FormikTextField
            name="name"
            label={intl.formatMessage(signUpMessages.name)}
            autoComplete="name"
            isRequired
          />
          <FormikTextField
            name="email"
            type="email"
            label={intl.formatMessage(signUpMessages.email)}
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            isRequired
          />
          <FormikPhoneField name="phone" label={intl.formatMessage(signUpMessages.phone)} isRequired />
          <FormikTextField
            name="companyName"
            label={intl.formatMessage(signUpMessages.companyName)}
            autoComplete="organization"
            isRequired
          />
          <FormikTextField
            name="companyEmail"
            type="email"
            label={intl.formatMessage(signUpMessages.companyEmail)}
            inputMode="email"
            dir="ltr"
            isRequired
          />
          <FormikComboBox
            name="referredBy"
            label={intl.formatMessage(signUpMessages.referredBy)}
            options={options}
            isLoading={isLoadingReferrals}
          />
          <FormikCheckbox name="terms" isRequired>
            {intl.formatMessage(signUpMessages.terms)}{' '}
            <Link href={termsHref}>{intl.formatMessage(signUpMessages.termsLink)}</Link>
          </FormikCheckbox>
        </PublicFormFrame>
        {/* After the form: its ref is attached by the time this layout effect runs. */}
        <AdoptEarlyInput formRef={formRef} />
      </>
    </Formik>
  );
}
