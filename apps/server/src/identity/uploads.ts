import type { FastifyRequest } from 'fastify';
import { assertSafeText } from '../inputSafety.ts';
import { HttpError } from '../errors.ts';
import { fill } from '../text.ts';
import { IDENTITY_MESSAGES as M } from './messages.ts';

/** Largest uploaded file in bytes (5 MB). Spec: access §2 (address proof, images, PAN scan, Aadhaar file). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Most files in one request. */
export const MAX_FILES = 10;

/** Accepted file types, recognised by their first bytes (the declared type must agree). */
export const ALLOWED_FILE_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;

/** One accepted upload, held in memory until the whole request has been checked. */
export interface UploadedFile {
  field: string;
  filename: string;
  contentType: keyof typeof ALLOWED_FILE_TYPES;
  extension: string;
  data: Buffer;
}

/** The text fields (each name may repeat) and files of a form. */
export interface ParsedForm {
  fields: Map<string, string[]>;
  files: UploadedFile[];
}

/** The content type the first bytes show, or undefined for anything not accepted. */
export function sniffContentType(data: Buffer): keyof typeof ALLOWED_FILE_TYPES | undefined {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}

function isLimitError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    typeof code === 'string' && /^FST_(REQ_FILE_TOO_LARGE|FILES_LIMIT|PARTS_LIMIT|FIELDS_LIMIT)$/.test(code)
  );
}

/**
 * Reads a multipart form completely (files into memory, at most {@link MAX_FILES} of
 * {@link MAX_FILE_BYTES} each) and checks every file's type by its content before anything is
 * stored, so a refused request writes nothing. A JSON body is accepted as fields only.
 * Answers 400 for a wrong file type, 413 for a file too large or too many files.
 * Spec: access §3 'Company step', 'Final step' (files).
 */
export async function readForm(request: FastifyRequest): Promise<ParsedForm> {
  const fields = new Map<string, string[]>();
  const files: UploadedFile[] = [];
  const addField = (name: string, value: string) => fields.set(name, [...(fields.get(name) ?? []), value]);

  if (!request.isMultipart()) {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new HttpError(400, M.multipartRequired);
    for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (typeof item === 'string' || typeof item === 'number') addField(name, String(item));
      }
    }
    return { fields, files };
  }

  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_FILE_BYTES, files: MAX_FILES, fields: 60 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') addField(part.fieldname, part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (data.length === 0 && part.filename === '') continue; // an empty file input
      const sniffed = sniffContentType(data);
      const declared = part.mimetype === 'image/jpg' ? 'image/jpeg' : part.mimetype;
      if (sniffed === undefined || (declared !== 'application/octet-stream' && declared !== sniffed)) {
        throw new HttpError(400, M.fileType);
      }
      files.push({
        field: part.fieldname,
        filename: part.filename,
        contentType: sniffed,
        extension: ALLOWED_FILE_TYPES[sniffed],
        data,
      });
    }
  } catch (error) {
    if (isLimitError(error)) {
      const code = (error as { code: string }).code;
      throw new HttpError(
        413,
        code === 'FST_REQ_FILE_TOO_LARGE'
          ? fill(M.fileTooLarge, { mb: MAX_FILE_BYTES / 1024 / 1024 })
          : M.tooManyFiles,
      );
    }
    if (error instanceof HttpError) throw error;
    // A broken body (no boundary, truncated part, bad headers) is the caller's fault (issue 15).
    throw new HttpError(400, M.multipartUnreadable);
  }
  assertSafeText([...fields.keys(), ...fields.values(), ...files.map((file) => file.filename)]);
  return { fields, files };
}

/** The first value of a form field, trimmed ('' when missing). */
export function formText(
  form: ParsedForm,
  name: string,
  max = 200,
  tooLong: string = M.requiredFields,
): string {
  const value = (form.fields.get(name)?.[0] ?? '').trim();
  if (value.length > max) throw new HttpError(400, tooLong);
  return value;
}
