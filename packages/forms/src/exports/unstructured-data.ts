/**
 * `@partner-portal/forms/unstructured-data`: the unstructured data form reached by link
 * (operations §2 'Unstructured Data Form', §3 'Unstructured template', §8 'Forms').
 * @packageDocumentation
 */
export { UnstructuredDataForm } from '../unstructured-data/UnstructuredDataForm.tsx';
export type { UnstructuredDataFormProps } from '../unstructured-data/UnstructuredDataForm.tsx';
export {
  isBlankValue,
  toUnstructuredAnswers,
  unstructuredInitialValues,
  validateUnstructured,
} from '../unstructured-data/values.ts';
export type {
  UnstructuredFieldAnswer,
  UnstructuredFieldItem,
  UnstructuredValues,
} from '../unstructured-data/values.ts';
export { unstructuredMessages } from '../unstructured-data/messages.ts';
export type { UnstructuredMessages } from '../unstructured-data/messages.ts';
