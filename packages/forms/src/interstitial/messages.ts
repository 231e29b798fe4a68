import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const withValues = defineMessages<{ logInAs: { role: string } }>({
  logInAs: { id: 'forms.interstitial.logInAs', defaultMessage: 'Log In as {role}' },
});

const plain = defineMessages({
  title: { id: 'forms.interstitial.title', defaultMessage: 'Choose where to continue' },
  intro: {
    id: 'forms.interstitial.intro',
    defaultMessage: 'Your account holds several roles. Pick a portal, then the role to work as.',
  },
  orion: { id: 'forms.interstitial.orion', defaultMessage: 'Go to Partner Management' },
  fc: { id: 'forms.interstitial.fc', defaultMessage: 'Go to Finance Central' },
  pmt: { id: 'forms.interstitial.pmt', defaultMessage: 'Go to Project Management' },
});

/** Texts of the interstitial (access §2 'Interstitial'). */
export const interstitialMessages: InterstitialMessages = { ...plain, ...withValues };

/** Type of {@link interstitialMessages}: each descriptor knows the values its message needs. */
export type InterstitialMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly logInAs: TypedMessageDescriptor<{ role: string }>;
};
