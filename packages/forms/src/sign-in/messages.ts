import { defineMessages } from 'react-intl';

/** Texts of the sign-in screen; English defaults are the spec's exact words (access §2, §5). */
export const signInMessages = defineMessages({
  title: { id: 'forms.signIn.title', defaultMessage: 'Sign In' },
  joinTitle: { id: 'forms.signIn.joinTitle', defaultMessage: 'Join the club' },
  intro: { id: 'forms.signIn.intro', defaultMessage: 'Sign in with your e-mail and password.' },
  email: {
    id: 'forms.signIn.email',
    defaultMessage: 'Email',
    description: 'Field label on the sign-in form: e-mail address',
  },
  password: { id: 'forms.signIn.password', defaultMessage: 'Password' },
  submit: { id: 'forms.signIn.submit', defaultMessage: 'Sign In' },
  emailInvalid: { id: 'forms.signIn.emailInvalid', defaultMessage: 'The input is not valid E-mail!' },
  passwordRequired: { id: 'forms.signIn.passwordRequired', defaultMessage: 'Please input your Password!' },
  forgotPassword: { id: 'forms.signIn.forgotPassword', defaultMessage: 'Forgot password?' },
  noAccount: { id: 'forms.signIn.noAccount', defaultMessage: "Don't have an account?" },
  signUp: { id: 'forms.signIn.signUp', defaultMessage: 'Sign up' },
  clientSignUp: { id: 'forms.signIn.clientSignUp', defaultMessage: 'Sign up as a client' },
  failed: { id: 'forms.signIn.failed', defaultMessage: 'Sign-in failed' },
  passkey: { id: 'forms.signIn.passkey', defaultMessage: 'Continue with a passkey' },
});
