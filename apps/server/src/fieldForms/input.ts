import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors.ts';
import { assertSafeText } from '../inputSafety.ts';

/**
 * A 400 about one input field: answered as `{ status: 400, message, field }` so the form can put
 * the message on the field. Spec: operations §5 ('Please fill the field!').
 */
export class FieldError extends HttpError {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(400, message);
  }
}

/** One uploaded file of a multipart request, read into memory. */
export interface UploadedFile {
  data: Buffer;
  mimetype: string;
  filename: string;
}

/** Text fields and files of a multipart request. */
export interface MultipartInput {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/** 400 text of a multipart body that cannot be read (issue 15: malformed multipart is a 400). */
export const MULTIPART_UNREADABLE = 'The form could not be read.';

/** Limits of the service call report's multipart requests. */
export const MULTIPART_LIMITS = {
  /** Per signature image, in bytes. */
  fileSize: 1024 * 1024,
  files: 2,
  fields: 40,
  /** Per text field, in bytes. */
  fieldSize: 10_000,
} as const;

/**
 * Reads a multipart request into memory (text fields and at most two small files). A file over
 * 1 MB answers 413 `tooLargeMessage`; a request that is not multipart answers 415.
 */
export async function readMultipart(
  request: FastifyRequest,
  tooLargeMessage: string,
): Promise<MultipartInput> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'The form must be sent as multipart/form-data.');
  }
  const input: MultipartInput = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        input.files[part.fieldname] = { data, mimetype: part.mimetype, filename: part.filename };
      } else if (typeof part.value === 'string') {
        input.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage);
    if (error instanceof HttpError) throw error;
    // A broken body (no boundary, truncated part, bad headers) is the caller's fault: 400, not 500.
    throw new HttpError(400, MULTIPART_UNREADABLE);
  }
  assertSafeText(input.fields);
  for (const file of Object.values(input.files)) assertSafeText(file.filename);
  return input;
}

/** The image type of `data` from its first bytes (PNG or JPEG), whatever the part claimed. */
export function imageTypeOf(data: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  return undefined;
}

const FORM_DATE = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}) ([AP]M)$/i;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * Parses a form date: ISO 8601, or the display format `DD-MM-YYYY hh:mm A` (hours 01-12), read as
 * India time (UTC+05:30). Returns undefined for anything else or an impossible date.
 * Spec: operations §5 (date-time picker), §9 (date format).
 */
export function parseFormDate(value: string): Date | undefined {
  const text = value.trim();
  const match = FORM_DATE.exec(text);
  if (match) {
    const [, dd, mm, yyyy, hh, min, ampm] = match;
    const hour12 = Number(hh);
    if (hour12 < 1 || hour12 > 12 || Number(min) > 59) return undefined;
    const hour = (hour12 % 12) + (ampm?.toUpperCase() === 'PM' ? 12 : 0);
    const iso = `${yyyy}-${mm}-${dd}T${String(hour).padStart(2, '0')}:${min}:00+05:30`;
    const date = new Date(iso);
    // Reject 31-02-2026 and the like (Date rolls them over).
    const check = new Date(date.getTime() + 5.5 * 3600_000);
    if (
      Number.isNaN(date.getTime()) ||
      check.getUTCDate() !== Number(dd) ||
      check.getUTCMonth() + 1 !== Number(mm)
    ) {
      return undefined;
    }
    return date;
  }
  if (!ISO_DATE.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
