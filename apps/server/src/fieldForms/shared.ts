import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/types.ts';
import { errorHandler, HttpError } from '../errors.ts';
import { FieldError, imageTypeOf, parseFormDate, type MultipartInput } from './input.ts';

/**
 * The server's texts for the link-reached forms. 'Please fill the field!', 'Please Select the
 * date!' and 'Please complete this field' are the spec's (operations §5); the rest are ours (the
 * spec shows "the server's message" without its words).
 */
export const FIELD_FORM_MESSAGES = {
  invalidLink: 'This link is not valid. Please ask for a new link.',
  expiredLink: 'This link has expired. Please ask for a new link.',
  fillField: 'Please fill the field!',
  selectDate: 'Please Select the date!',
  invalidPhone: 'Please enter a valid phone number',
  signatureRequired: 'Please add the signature.',
  signatureInvalid: 'The signature must be a PNG or JPEG image.',
  signatureTooLarge: 'The signature image must be at most 1 MB.',
  reportSaved: 'Service call report saved successfully.',
  feedbackSaved: 'Customer feedback saved successfully.',
  reportNotFound: 'Service call report not found.',
  feedbackDone: 'Customer feedback has already been submitted for this report.',
  ratingRequired: 'Please rate the overall experience.',
  unknownTicket: 'Ticket not found.',
  noTemplate: 'No template found for this project.',
  unknownKey: 'This field is not part of the template: {key}',
  duplicateKey: 'This field was sent twice: {key}',
  dataSaved: 'Data saved successfully.',
  surveyLink: 'This survey link is not valid.',
  wrongTemplate: 'This survey does not belong to the ticket.',
  unknownQuestion: 'This question is not part of the survey: {id}',
  duplicateQuestion: 'This question was answered twice: {id}',
  completeField: 'Please complete this field',
  invalidChoice: 'Please choose one of the options of question {id}.',
  surveySaved: 'Survey submitted successfully.',
  invalidProject: 'Please give a valid project.',
  unstructuredBody: 'Please send the ticket and a list of { key, value } items.',
  invalidValue: 'Each value must be a text (at most 2000 characters) or a list of texts.',
  surveyBody:
    'Please send the ticket, the template and the answers ({ question_id, answer, source: "web" }).',
  ticketClosed: 'This ticket is closed. The form can no longer be sent.',
  surveyDone: 'This survey has already been answered for this ticket.',
} as const;

/** Ticket statuses after which the link-reached forms refuse writes (410 'This ticket is closed...'). */
export const CLOSED_TICKET_STATUSES: ReadonlySet<string> = new Set(['closed', 'cancelled']);

/** Throws 410 'This ticket is closed...' when `ticket` is closed or cancelled (issue 15). */
export function assertTicketOpen(ticket: { status?: string | null }): void {
  if (ticket.status && CLOSED_TICKET_STATUSES.has(ticket.status)) {
    throw new HttpError(410, FIELD_FORM_MESSAGES.ticketClosed);
  }
}

/** Ticket ids, link ids and project ids as the link-reached forms accept them. */
export const ID_PATTERN = '^[A-Za-z0-9_-]{1,128}$';

/** A ticket of the link-reached forms (table field_tickets). */
export interface TicketRow {
  ticket_id: string;
  project_id: string;
  case_id: string;
  sowsubtype: string;
  start_time: Date | string;
  end_time: Date | string;
  customer_name: string;
  customer_phone: string;
  raw_address: string;
  /** Lifecycle status (migration 050): 'closed' and 'cancelled' refuse form writes. */
  status?: string;
}

/** A database timestamp as ISO 8601 (UTC). */
export const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Reads a signature file from a multipart input, checking its bytes are a PNG or JPEG. */
export function signature(input: MultipartInput, field: string): { data: Buffer; type: string } {
  const file = input.files[field];
  if (!file || file.data.length === 0) throw new FieldError(field, FIELD_FORM_MESSAGES.signatureRequired);
  const type = imageTypeOf(file.data);
  if (!type) throw new FieldError(field, FIELD_FORM_MESSAGES.signatureInvalid);
  return { data: file.data, type };
}

/** The trimmed text of field `name`; FieldError 'Please fill the field!' when empty. */
export function requiredText(fields: Record<string, string>, name: string): string {
  const value = fields[name]?.trim() ?? '';
  if (value === '') throw new FieldError(name, FIELD_FORM_MESSAGES.fillField);
  return value;
}

/** Field `name` as a date (ISO 8601 or `DD-MM-YYYY hh:mm A`); FieldError 'Please Select the date!' otherwise. */
export function requiredDate(fields: Record<string, string>, name: string): Date {
  const value = fields[name]?.trim() ?? '';
  const date = value === '' ? undefined : parseFormDate(value);
  if (!date) throw new FieldError(name, FIELD_FORM_MESSAGES.selectDate);
  return date;
}

/** Answers FieldErrors with their field; everything else goes to the app's error handler. */
export function fieldErrorHandler(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof FieldError) {
    return reply.code(400).send({ status: 400, message: error.message, field: error.field });
  }
  return errorHandler(error, request, reply);
}

/** The ticket `ticketId` of the link-reached forms, if it exists. */
export async function findTicket(db: Db, ticketId: string): Promise<TicketRow | undefined> {
  return (await db.query<TicketRow>('SELECT * FROM field_tickets WHERE ticket_id = $1', [ticketId]))[0];
}
