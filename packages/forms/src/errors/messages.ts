import { defineMessages } from 'react-intl';

/** Texts of the error pages (access §2 'Not authorized page', operations §2 'Shell', §8). */
export const errorMessages = defineMessages({
  notAuthorized: { id: 'forms.errors.notAuthorized', defaultMessage: 'Not Authorized' },
  logOut: { id: 'forms.errors.logOut', defaultMessage: 'Log Out' },
  notFound: { id: 'forms.errors.notFound', defaultMessage: 'Oops, an error has occurred. Page not found!' },
  serverError: { id: 'forms.errors.serverError', defaultMessage: 'Sorry, server goes wrong.' },
  goHome: { id: 'forms.errors.goHome', defaultMessage: 'Go to Home' },
  /** Beyond the spec (issue 20): renders a failed page again. */
  retry: { id: 'forms.errors.retry', defaultMessage: 'Try again' },
  /** A logged-in user info call that failed with anything but a 401 (access §8). */
  userInfoFailed: {
    id: 'forms.errors.userInfoFailed',
    defaultMessage: 'Something went wrong ! please try again.',
  },
});
