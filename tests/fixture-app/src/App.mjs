// The fixture app: what another team writes after installing the packed tarballs. Plain ESM with
// createElement (no JSX), so the same module renders under Node (ssr.mjs) and in Vite (main.mjs).
import { PartnerPortalProvider } from '@partner-portal/ui';
import { SatisfactionSurveyForm } from '@partner-portal/forms/satisfaction-survey';
import { SignInForm } from '@partner-portal/forms/sign-in';
import { createElement as h } from 'react';

export const survey = {
  name: 'Fixture satisfaction survey',
  description: 'How did the visit go?',
  questions: [
    {
      id: 1,
      type: 'multiple-choice',
      questionText: 'How satisfied are you with the service?',
      note: '',
      options: ['Very satisfied', 'Satisfied', 'Neutral'],
      required: true,
      placeholderText: '',
    },
  ],
};

/** Both screens inside one provider, with the host's own submit handlers. */
export function App({ onSignIn = async () => {}, onSurvey = async () => {} } = {}) {
  return h(
    PartnerPortalProvider,
    { locale: 'en' },
    h(SignInForm, { onSubmit: onSignIn, signUpHref: '/signup', forgotPasswordHref: '/forgot-password' }),
    h(SatisfactionSurveyForm, { survey, onSubmit: onSurvey }),
  );
}
