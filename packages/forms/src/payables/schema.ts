import { object, string, type InferType } from 'yup';

/** A payment reference: 3-40 letters, digits, / or -, starting and ending with a letter or digit (the server's rule). */
export const PAYMENT_REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/-]{1,38}[A-Za-z0-9]$/;

/** Texts of {@link markPaidSchema}. */
export interface MarkPaidSchemaMessages {
  referenceRequired: string;
  referenceInvalid: string;
  dateRequired: string;
  dateInvalid: string;
  dateInFuture: string;
}

const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/**
 * 'Mark paid': a required payment reference (trimmed, {@link PAYMENT_REFERENCE_PATTERN}) and a
 * required payment date `YYYY-MM-DD`, a real day not after `today` (`YYYY-MM-DD`, India time).
 */
export function markPaidSchema(messages: MarkPaidSchemaMessages, today: string) {
  return object({
    paymentReference: string()
      .trim()
      .required(messages.referenceRequired)
      .matches(PAYMENT_REFERENCE_PATTERN, messages.referenceInvalid),
    paymentDate: string()
      .trim()
      .required(messages.dateRequired)
      .matches(/^\d{4}-\d{2}-\d{2}$/, messages.dateInvalid)
      .test('calendar-day', messages.dateInvalid, (value) => !value || isCalendarDay(value))
      .test('not-future', messages.dateInFuture, (value) => !value || value <= today),
  });
}

/** Values of the 'Mark paid' form. */
export type MarkPaidValues = InferType<ReturnType<typeof markPaidSchema>>;
