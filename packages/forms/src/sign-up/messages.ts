import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const withValues = defineMessages<{ domainNotAllowed: { host: string } }>({
  domainNotAllowed: {
    id: 'forms.signUp.domainNotAllowed',
    defaultMessage: 'Email with domain {host} is not allowed!',
  },
});

const plain = defineMessages({
  title: { id: 'forms.signUp.title', defaultMessage: 'Sign Up' },
  intro: { id: 'forms.signUp.intro', defaultMessage: 'Create your partner account.' },
  name: {
    id: 'forms.signUp.name',
    defaultMessage: 'Name',
    description: "Field label on the sign-up form: the person's name",
  },
  email: { id: 'forms.signUp.email', defaultMessage: 'Official Email' },
  phone: {
    id: 'forms.signUp.phone',
    defaultMessage: 'Phone',
    description: 'Field label on the sign-up form: phone number',
  },
  companyName: { id: 'forms.signUp.companyName', defaultMessage: 'Company Name' },
  companyEmail: { id: 'forms.signUp.companyEmail', defaultMessage: 'Company Email' },
  referredBy: { id: 'forms.signUp.referredBy', defaultMessage: 'Who referred you?' },
  terms: { id: 'forms.signUp.terms', defaultMessage: 'I accept the' },
  termsLink: { id: 'forms.signUp.termsLink', defaultMessage: 'Terms and Conditions' },
  submit: { id: 'forms.signUp.submit', defaultMessage: 'Sign Up' },
  haveAccount: { id: 'forms.signUp.haveAccount', defaultMessage: 'Already have an account?' },
  signIn: { id: 'forms.signUp.signIn', defaultMessage: 'Sign In' },
  failed: { id: 'forms.signUp.failed', defaultMessage: 'Sign-up failed' },
  nameRequired: { id: 'forms.signUp.nameRequired', defaultMessage: 'Please input your Name!' },
  emailInvalid: { id: 'forms.signUp.emailInvalid', defaultMessage: 'The input is not valid E-mail!' },
  phoneRequired: { id: 'forms.signUp.phoneRequired', defaultMessage: 'Please input your phone number!' },
  phoneInvalid: { id: 'forms.signUp.phoneInvalid', defaultMessage: 'Please enter a valid phone number.' },
  companyNameRequired: {
    id: 'forms.signUp.companyNameRequired',
    defaultMessage: 'Please input your Company Name!',
  },
  termsRequired: { id: 'forms.signUp.termsRequired', defaultMessage: 'Please accept the Term & Condition' },
});

/** Type of {@link signUpMessages} (written out so the d.ts build can name it). */
export type SignUpMessagesType = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly domainNotAllowed: TypedMessageDescriptor<{ host: string }>;
};

/** Texts of the partner sign-up screen; English defaults are the spec's exact words where it gives them (access §2, §5). */
export const signUpMessages: SignUpMessagesType = { ...plain, ...withValues };
