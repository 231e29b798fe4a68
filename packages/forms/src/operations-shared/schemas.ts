import * as yup from 'yup';

/** Texts every operations schema shows; a feature's schema texts extend these. */
export interface OperationsSchemaMessages {
  required: string;
  tooShort: (min: number) => string;
}

/** A required, trimmed text of `min` to `max` characters. */
export const text = (messages: OperationsSchemaMessages, min: number, max: number) =>
  yup.string().trim().required(messages.required).min(min, messages.tooShort(min)).max(max);

/** A reason of `min` to `max` characters (return a spare: 5-500; remove a partner: 10-1000; reject: 1-500). */
export function reasonSchema(messages: OperationsSchemaMessages, min: number, max: number) {
  return yup.object({ reason: text(messages, min, max) });
}

/** Values of a reason dialog. */
export interface ReasonValues {
  reason: string;
}
