import { defineMessages } from 'react-intl';

/**
 * Texts of the /thank-you page. 'Thank You!', 'Your registration was successful' and 'Back to
 * Login' are the spec's words (access §2 'Partner registration wizard'); the e-mail line is ours
 * ("a confirmation e-mail is expected").
 */
export const thankYouMessages = defineMessages({
  title: { id: 'forms.thankYou.title', defaultMessage: 'Thank You!' },
  body: { id: 'forms.thankYou.body', defaultMessage: 'Your registration was successful' },
  email: {
    id: 'forms.thankYou.email',
    defaultMessage: 'A confirmation e-mail is on its way to you.',
  },
  backToLogin: { id: 'forms.thankYou.backToLogin', defaultMessage: 'Back to Login' },
});
