import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'forms.unstructured.title', defaultMessage: 'Unstructured Data Form' },
  loading: { id: 'forms.unstructured.loading', defaultMessage: 'Loading form' },
  loadFailed: { id: 'forms.unstructured.loadFailed', defaultMessage: 'Error Validating Link!' },
  saveFailed: { id: 'forms.unstructured.saveFailed', defaultMessage: 'Error Saving Form Data!' },
  fillField: { id: 'forms.unstructured.fillField', defaultMessage: 'Please fill the field!' },
  tagsHelp: {
    id: 'forms.unstructured.tagsHelp',
    defaultMessage: 'Several values: type one and press Enter to add it.',
  },
  save: {
    id: 'forms.unstructured.save',
    defaultMessage: 'Save',
    description: 'Button: save the form data (verb)',
  },
});

/** The values each message with placeholders takes. */
type WithValues = {
  addValueFor: { field: string };
};

const withValues = defineMessages<WithValues>({
  addValueFor: {
    id: 'forms.unstructured.addValueFor',
    defaultMessage: '{field}: New value',
    description:
      'Accessible name of the input that adds one more value to a multi-value field; {field} is the field name from the form data',
  },
});

/**
 * Texts of the unstructured data form. 'Error Validating Link!', 'Error Saving Form Data!' and
 * 'Please fill the field!' are the spec's (operations §5, §8 'Forms'). Spec: operations §2.
 */
export const unstructuredMessages: UnstructuredMessages = { ...plain, ...withValues };

/** Type of {@link unstructuredMessages}. */
export type UnstructuredMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
} & {
  readonly [K in keyof WithValues]: TypedMessageDescriptor<WithValues[K]>;
};
