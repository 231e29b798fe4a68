import { SERVICE_CALL_EXPERIENCE_LABELS } from '@partner-portal/api';
import { ID_PATTERN } from '../../fieldForms/shared.ts';

/**
 * Text fields of step 1 that must not be empty (wire names): all of them, serial no. (`slno`) and
 * UEFI failure ID included ("All listed text fields are required", operations §3, §5).
 */
export const REPORT_REQUIRED_FIELDS = [
  'slno',
  'caseid',
  'serviestype',
  'productserialno',
  'productmodelno',
  'productname',
  'calllogdate',
  'arrivaldate',
  'systemfixdate',
  'customername',
  'customercontactperson',
  'customerphone',
  'customeraddress',
  'issuedescription',
  'resolutionsummary',
  'engineername',
  'uefifailureid',
  'tickets',
] as const;

/**
 * Date fields of step 1 (ISO 8601 or `DD-MM-YYYY hh:mm A`), all required ('Please Select the date!'),
 * stored as ISO 8601. Spec: operations §5.
 */
export const REPORT_DATE_FIELDS = ['calllogdate', 'arrivaldate', 'systemfixdate', 'date'] as const;

/** A phone number as the report accepts it: 10 to 20 digits, spaces, brackets and dashes, optional '+'. */
export const PHONE = /^\+?[\d\s()-]{10,20}$/;

/**
 * The multipart field carrying the link id in both steps (the name of the link check's query
 * parameter); with `tickets` it is the credential of the link-reached report (issue 15).
 */
export const LINK_ID_FIELD = 'urlunique_id';

/** Report ids: positive integers of at most 9 digits (anything else answers 404, as unknown ids do). */
export const REPORT_ID = /^\d{1,9}$/;

/** GET /management/cso-url-check/?ticket_id&urlunique_id. */
export const linkCheckSchema = {
  querystring: {
    type: 'object',
    required: ['ticket_id', 'urlunique_id'],
    properties: {
      ticket_id: { type: 'string', pattern: ID_PATTERN },
      urlunique_id: { type: 'string', pattern: ID_PATTERN },
    },
  },
} as const;

/** PUT/PATCH /management/cso-data/{id}/: the id is checked against {@link REPORT_ID} in the handler. */
export const reportParamsSchema = {
  params: {
    type: 'object',
    required: ['id'],
    properties: { id: { type: 'string', maxLength: 64 } },
  },
} as const;

/** The overall experience as 1-5, from a digit or a rating label (Terrible ... Excellent); else undefined. */
export function parseRating(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (/^[1-5]$/.test(text)) return Number(text);
  const index = SERVICE_CALL_EXPERIENCE_LABELS.findIndex(
    (label) => label.toLowerCase() === text.toLowerCase(),
  );
  return index === -1 ? undefined : index + 1;
}

export { IDEMPOTENCY_KEY, IDEMPOTENCY_MESSAGES, idempotencyKeyOf } from '../../fieldForms/idempotency.ts';

/**
 * The page a signature was captured on (multipart field `enggsig_page` / `custsig_page`: the
 * portal path and step, e.g. `/cso_form/{ticket}/{link}#engineer`), trimmed to 300 characters;
 * undefined when not sent.
 */
export function pageOf(fields: Record<string, string>, name: string): string | undefined {
  const value = fields[name]?.trim();
  return value ? value.slice(0, 300) : undefined;
}
