import { defineMessages } from 'react-intl';

/** Texts of the forgot-password screen (access §2 'Forgot password', §5, §8). */
export const forgotPasswordMessages = defineMessages({
  title: { id: 'forms.forgotPassword.title', defaultMessage: 'Forgot password' },
  intro: {
    id: 'forms.forgotPassword.intro',
    defaultMessage: 'Enter your e-mail and we will send you a link to set a new password.',
  },
  email: {
    id: 'forms.forgotPassword.email',
    defaultMessage: 'Email',
    description: 'Field label: e-mail address',
  },
  submit: { id: 'forms.forgotPassword.submit', defaultMessage: 'Submit' },
  skip: {
    id: 'forms.forgotPassword.skip',
    defaultMessage: 'skip',
    description:
      'Link on the forgot-password screen: skip and go back to sign-in (verb, lower case as shown)',
  },
  failed: { id: 'forms.forgotPassword.failed', defaultMessage: 'Request failed' },
  sent: { id: 'forms.forgotPassword.sent', defaultMessage: 'Check your e-mail' },
  emailInvalid: { id: 'forms.forgotPassword.emailInvalid', defaultMessage: 'The input is not valid E-mail!' },
});
