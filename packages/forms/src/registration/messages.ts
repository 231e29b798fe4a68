import { defineMessages } from 'react-intl';

/** Texts of the sign-up success page (/registration, access §2, §4). */
export const registrationMessages = defineMessages({
  title: { id: 'forms.registration.title', defaultMessage: 'Registration successful' },
  body: {
    id: 'forms.registration.body',
    defaultMessage:
      'Your partner account has been created. To sign in, first set a password: we will e-mail you a link.',
  },
  setPassword: { id: 'forms.registration.setPassword', defaultMessage: 'Set your password' },
  signIn: { id: 'forms.registration.signIn', defaultMessage: 'Go to Sign In' },
});
