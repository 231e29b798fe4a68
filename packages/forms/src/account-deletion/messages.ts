import {
  defineMessages,
  type MessageTag,
  type NoMessageValues,
  type TypedMessageDescriptor,
} from 'react-intl';

const plainMessages = defineMessages({
  title: { id: 'forms.accountDeletion.title', defaultMessage: 'Account Deletion' },
  explainDeleted: {
    id: 'forms.accountDeletion.explainDeleted',
    defaultMessage: 'Your account information and personal data will be permanently deleted.',
  },
  explainAccess: {
    id: 'forms.accountDeletion.explainAccess',
    defaultMessage: 'You will lose access to all services.',
  },
  explainIrreversible: {
    id: 'forms.accountDeletion.explainIrreversible',
    defaultMessage: 'This cannot be undone.',
  },
  loginTitle: { id: 'forms.accountDeletion.loginTitle', defaultMessage: 'Login to Continue' },
  loginIntro: {
    id: 'forms.accountDeletion.loginIntro',
    defaultMessage: 'Sign in with the account you want to delete, to confirm it is yours.',
  },
  email: {
    id: 'forms.accountDeletion.email',
    defaultMessage: 'Email',
    description: 'Field label: e-mail address',
  },
  password: { id: 'forms.accountDeletion.password', defaultMessage: 'Password' },
  login: {
    id: 'forms.accountDeletion.login',
    defaultMessage: 'Login',
    description: 'Button: sign in to continue to the account deletion (verb)',
  },
  loginFailed: { id: 'forms.accountDeletion.loginFailed', defaultMessage: 'Login failed' },
  emailInvalid: { id: 'forms.accountDeletion.emailInvalid', defaultMessage: 'Please enter a valid email!' },
  passwordRequired: {
    id: 'forms.accountDeletion.passwordRequired',
    defaultMessage: 'Please enter your Password!',
  },
  bothRequired: {
    id: 'forms.accountDeletion.bothRequired',
    defaultMessage: 'Please enter your email and password!',
  },
  confirmTitle: { id: 'forms.accountDeletion.confirmTitle', defaultMessage: 'Your account' },
  name: {
    id: 'forms.accountDeletion.name',
    defaultMessage: 'Name',
    description: "Label of the user's full name on the account deletion screen",
  },
  request: { id: 'forms.accountDeletion.request', defaultMessage: 'Request Account Deletion' },
  requested: { id: 'forms.accountDeletion.requested', defaultMessage: 'Account Deletion Requested' },
  useAnotherAccount: {
    id: 'forms.accountDeletion.useAnotherAccount',
    defaultMessage: 'Not you? Log in with another account',
  },
});

const richMessages = defineMessages<{ explainRetained: { link: MessageTag } }>({
  explainRetained: {
    id: 'forms.accountDeletion.explainRetained',
    defaultMessage:
      'Some data is retained where we need it for legal, security or business reasons, as our <link>Privacy Policy</link> describes.',
  },
});

/** Type of {@link accountDeletionMessages}: `explainRetained` takes the `<link>` tag (the privacy policy link). */
export type AccountDeletionMessages = {
  readonly [K in keyof typeof plainMessages]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly explainRetained: TypedMessageDescriptor<{ link: MessageTag }>;
};

/**
 * Texts of the account-deletion screen (access §2 'Account deletion', §5, §8). The spec's exact
 * words: 'Login to Continue', 'Request Account Deletion', 'Please enter a valid email!', 'Please
 * enter your Password!', 'Please enter your email and password!'. The explanation says what the
 * spec lists (permanent deletion of account information and personal data, loss of access to all
 * services, cannot be undone, some data retained per the privacy policy). The dialog's 'Warning'
 * texts are `overlayMessages` of packages/ui.
 */
export const accountDeletionMessages: AccountDeletionMessages = {
  ...plainMessages,
  explainRetained: richMessages.explainRetained,
};
