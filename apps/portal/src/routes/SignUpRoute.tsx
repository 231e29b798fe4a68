import { useReferredByListing, useSignUp } from '@partner-portal/api/hooks';
import { SignUpForm, signUpMessages, type SignUpValues } from '@partner-portal/forms/sign-up';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { env } from '../config/env.ts';
import { hrefTo, paths } from '../config/paths.ts';
import { failureText } from '../lib/failureText.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /signup: the partner sign-up form wired to POST /partner/profile/, with the 'Who referred you?'
 * names from GET /partner/referred-by-listing/ (a failed list leaves the field as free text).
 * Success goes to /registration; a failure shows the server's message (e.g. 'Email with domain
 * {host} is not allowed!') or the error text and keeps every value. Nothing is stored: the new
 * account has no password yet and signs in after setting one.
 * Spec: access §2 'Sign-up (partner)', §3, §4, §5, §7, §8.
 */
export function SignUpRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { trigger: signUp } = useSignUp();
  const referrals = useReferredByListing();
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = async (values: SignUpValues) => {
    setFormError(null);
    try {
      await signUp({
        name: values.name,
        email: values.email,
        phone: values.phone.number,
        countryCode: values.phone.dialCode,
        companyName: values.companyName,
        companyEmail: values.companyEmail,
        referredBy: values.referredBy === '' ? null : values.referredBy,
      });
      await navigate(hrefTo('registration'));
    } catch (error) {
      setFormError(failureText(intl, error));
    }
  };

  return (
    <PublicFormLayout title={intl.formatMessage(signUpMessages.title)}>
      <SignUpForm
        onSubmit={onSubmit}
        formError={formError}
        referralNames={referrals.data}
        isLoadingReferrals={referrals.isLoading}
        providerDomain={env.providerEmailDomain}
        termsHref={paths.termsAndConditions}
        signInHref={paths.signIn}
      />
    </PublicFormLayout>
  );
}
