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
  addValue: { id: 'forms.unstructured.addValue', defaultMessage: 'New value' },
  save: { id: 'forms.unstructured.save', defaultMessage: 'Save' },
});

/**
 * Texts of the unstructured data form. 'Error Validating Link!', 'Error Saving Form Data!' and
 * 'Please fill the field!' are the spec's (operations §5, §8 'Forms'). Spec: operations §2.
 */
export const unstructuredMessages: UnstructuredMessages = plain;

/** Type of {@link unstructuredMessages}. */
export type UnstructuredMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
};
