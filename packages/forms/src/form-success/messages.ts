import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.formSuccess.title', defaultMessage: 'Form Submitted Successfully !' },
});

/** Texts of the /success page (operations §2 'Public routes used here'). */
export const formSuccessMessages: FormSuccessMessages = plain;

/** Type of {@link formSuccessMessages}. */
export type FormSuccessMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
};
