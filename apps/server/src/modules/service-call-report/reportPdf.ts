// fontkit's Indic shaper (Devanagari) calls a global regeneratorRuntime: load it before fontkit.
import 'regenerator-runtime/runtime.js';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { SERVICE_CALL_EXPERIENCE_LABELS } from '@partner-portal/api';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/types.ts';
import { iso } from '../../fieldForms/shared.ts';

/** A complete service call report as stored (table cso_reports joined with its ticket). */
export interface CompleteReportRow {
  id: number;
  ticket_id: string;
  case_id: string;
  customer_email: string | null;
  fields: Record<string, string>;
  engineer_signature: Uint8Array;
  engineer_signature_type: string;
  engineer_signature_page: string | null;
  customer_signature: Uint8Array;
  customer_signature_type: string;
  customer_signature_page: string | null;
  overall_experience: number;
  schedule_date: Date | string;
  customer_comment: string;
  created_at: Date | string;
  feedback_at: Date | string;
  report_sha256: string | null;
  pdf_key: string | null;
  pdf_sha256: string | null;
}

/** Labels of the report's wire fields in the PDF, in the order of the form (operations §3). */
export const REPORT_PDF_LABELS: readonly (readonly [string, string])[] = [
  ['slno', 'Serial no.'],
  ['caseid', 'Case number'],
  ['serviestype', 'Service type'],
  ['productname', 'Product name'],
  ['productserialno', 'Product serial no.'],
  ['productmodelno', 'Product model no.'],
  ['calllogdate', 'Call log date'],
  ['arrivaldate', 'Arrival date'],
  ['systemfixdate', 'System fixed date'],
  ['date', 'Report date'],
  ['customername', 'Customer name'],
  ['customercontactperson', 'Customer contact person'],
  ['customerphone', 'Customer phone'],
  ['customeraddress', 'Customer address'],
  ['uefifailureid', 'UEFI failure ID'],
  ['issuedescription', 'Issue description'],
  ['resolutionsummary', 'Resolution summary'],
  ['engineername', 'Engineer name'],
];

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** JSON with object keys sorted at every level (RFC 8785 style for the values stored here). */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

/**
 * The stored report as the object its SHA-256 is taken over: every field, the rating, date and
 * comment, and each signature as its type, the SHA-256 of its image bytes, the server time of
 * signing and the page it was captured on. Times are ISO 8601 (UTC).
 */
export function storedReport(row: CompleteReportRow) {
  return {
    report_id: row.id,
    ticket_id: row.ticket_id,
    fields: row.fields,
    overall_experience: row.overall_experience,
    schedule_date: iso(row.schedule_date),
    customer_comment: row.customer_comment,
    engineer_signature: {
      type: row.engineer_signature_type,
      sha256: sha256(row.engineer_signature),
      signed_at: iso(row.created_at),
      page: row.engineer_signature_page ?? '',
    },
    customer_signature: {
      type: row.customer_signature_type,
      sha256: sha256(row.customer_signature),
      signed_at: iso(row.feedback_at),
      page: row.customer_signature_page ?? '',
    },
  };
}

/** SHA-256 (hex) of {@link storedReport} as {@link canonicalJson}. */
export const reportSha256 = (row: CompleteReportRow) => sha256(canonicalJson(storedReport(row)));

/** Text the standard PDF fonts can show (WinAnsi): other characters become '?'. */
export function pdfSafe(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/[^\n\x20-\x7e\xa0-\xff]/g, '?');
}

/** A time as '2026-03-10 09:00:00 UTC (14:30 IST)'. */
function stamp(value: Date | string): string {
  const date = value instanceof Date ? value : new Date(value);
  const utc = date.toISOString().replace('T', ' ').slice(0, 19);
  const ist = new Date(date.getTime() + 5.5 * 3600_000).toISOString().slice(11, 16);
  return `${utc} UTC (${ist} IST)`;
}

/** Scripts the report PDF draws: WinAnsi in Helvetica, Devanagari and Arabic in embedded fonts. */
export type PdfScript = 'latin' | 'devanagari' | 'arabic';

/** Code point ranges of each script (joiners and the rupee sign go with Devanagari). */
const DEVANAGARI: readonly (readonly [number, number])[] = [
  [0x0900, 0x097f],
  [0x1cd0, 0x1cff],
  [0xa8e0, 0xa8ff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
];
const ARABIC: readonly (readonly [number, number])[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x08a0, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];
const within = (ranges: readonly (readonly [number, number])[], code: number) =>
  ranges.some(([low, high]) => code >= low && code <= high);

/** The script of one character; spaces and other neutral characters give undefined. */
function scriptOf(char: string): PdfScript | undefined {
  const code = char.codePointAt(0) ?? 0;
  if (within(DEVANAGARI, code)) return 'devanagari';
  if (within(ARABIC, code)) return 'arabic';
  if (char === ' ') return undefined;
  return 'latin';
}

/** One run of a line: text in one script, drawn with that script's font. */
export interface PdfRun {
  script: PdfScript;
  text: string;
}

/**
 * `line` split into runs by Unicode script (spaces stay in the run they follow). Characters of
 * other scripts (CJK and the rest) are not covered by the report's fonts and become '?'.
 */
export function scriptRuns(line: string): PdfRun[] {
  const runs: PdfRun[] = [];
  for (const raw of line) {
    const script = scriptOf(raw);
    const char = script === 'latin' ? pdfSafe(raw) : raw;
    const last = runs[runs.length - 1];
    if (last && (script === undefined || script === last.script)) last.text += char;
    else runs.push({ script: script ?? 'latin', text: char });
  }
  return runs;
}

/** True when the first strong character of `text` is Arabic (a right-to-left paragraph). */
const isRtl = (text: string) => {
  for (const char of text) {
    const script = scriptOf(char);
    if (script) return script === 'arabic';
  }
  return false;
};

/** The fonts of one document: Helvetica for WinAnsi, subset embedded fonts for the other scripts. */
type FontSet = Record<PdfScript, PDFFont>;

const requireFont = createRequire(import.meta.url);
/** OFL faces from Fontsource (Noto Sans Devanagari; IBM Plex Sans Arabic, whose precomposed forms
 * draw correctly without GPOS mark positioning, which pdf-lib does not apply) (WOFF, which fontkit reads), loaded once per process. */
const FONT_FILES = {
  devanagari: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  arabic: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
} as const;
const fontBytes = new Map<keyof typeof FONT_FILES, Promise<Buffer>>();
const loadFont = (script: keyof typeof FONT_FILES) => {
  let bytes = fontBytes.get(script);
  if (!bytes) {
    bytes = readFile(requireFont.resolve(FONT_FILES[script]));
    fontBytes.set(script, bytes);
  }
  return bytes;
};

/** True when `text` has a character of `script`. */
const runsUse = (text: string, script: PdfScript) => scriptRuns(text).some((run) => run.script === script);

/** Width of `text` at `size` points, each run measured in its own font. */
function measure(text: string, fonts: FontSet, size: number): number {
  return scriptRuns(text).reduce((sum, run) => sum + fonts[run.script].widthOfTextAtSize(run.text, size), 0);
}

/** Lines of `text` that fit `width` points at `size` (words wrapped, long words cut). */
function wrap(text: string, fonts: FontSet, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.replace(/\r\n?/g, '\n').split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      let piece = word;
      while (measure(piece, fonts, size) > width) {
        const chars = [...piece];
        let cut = chars.length - 1;
        while (cut > 1 && measure(chars.slice(0, cut).join(''), fonts, size) > width) cut -= 1;
        if (line) lines.push(line);
        lines.push(chars.slice(0, cut).join(''));
        line = '';
        piece = chars.slice(cut).join('');
      }
      const next = line ? `${line} ${piece}` : piece;
      if (measure(next, fonts, size) > width) {
        lines.push(line);
        line = piece;
      } else {
        line = next;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Options of {@link renderReportPdf}. */
export interface RenderOptions {
  /** Product name in the header (PRODUCT_NAME). */
  productName: string;
}

/**
 * The service call report as an A4 PDF (pdf-lib): every field, the customer's
 * rating and comment, both signatures as images with the signer's name and role, the server time
 * of signing and the page each was captured on, and the SHA-256 of the stored report (canonical
 * JSON). Dates in the document are the report's own; creation and change dates are the time of the
 * customer's signature, so one report always gives the same bytes. Issue 23 'Evidence that holds up'.
 * Text is drawn run by run: WinAnsi in Helvetica, Devanagari (Noto Sans) and Arabic (IBM Plex Sans Arabic) in subset fonts (shaped
 * by fontkit; an Arabic-first line is laid out right to left, runs in reverse order, right-aligned;
 * no full Unicode bidi algorithm). Other scripts (CJK...) show as '?'.
 */
export async function renderReportPdf(row: CompleteReportRow, options: RenderOptions): Promise<Uint8Array> {
  const hash = reportSha256(row);
  const doc = await PDFDocument.create();
  const signedAt = row.feedback_at instanceof Date ? row.feedback_at : new Date(row.feedback_at);
  doc.setTitle(`Service call report ${pdfSafe(row.fields.caseid ?? row.case_id)}`);
  doc.setSubject(`Service call report ${row.id} of ticket ${row.ticket_id}; report SHA-256 ${hash}`);
  doc.setKeywords([`report-sha256:${hash}`]);
  doc.setProducer(pdfSafe(options.productName));
  doc.setCreator(pdfSafe(options.productName));
  doc.setCreationDate(signedAt);
  doc.setModificationDate(signedAt);
  doc.registerFontkit(fontkit);
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const helveticaBold = await doc.embedFont(StandardFonts.HelveticaBold);
  const all = Object.values(row.fields).join(' ') + row.customer_comment;
  // A script's font is embedded (subset) only when the report uses that script.
  const scriptFont = async (script: keyof typeof FONT_FILES) =>
    runsUse(all, script) ? doc.embedFont(await loadFont(script), { subset: true }) : helvetica;
  const devanagari = await scriptFont('devanagari');
  const arabic = await scriptFont('arabic');
  // No bold face is embedded: bold text of those scripts (labels are Latin) uses the regular one.
  const regular: FontSet = { latin: helvetica, devanagari, arabic };
  const bold: FontSet = { latin: helveticaBold, devanagari, arabic };
  const embed = (bytes: Uint8Array, type: string): Promise<PDFImage> =>
    type === 'image/jpeg' ? doc.embedJpg(bytes) : doc.embedPng(bytes);
  const engineerImage = await embed(row.engineer_signature, row.engineer_signature_type);
  const customerImage = await embed(row.customer_signature, row.customer_signature_type);

  const [pageWidth, pageHeight] = [595.28, 841.89];
  const margin = 48;
  const width = pageWidth - margin * 2;
  let page: PDFPage = doc.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;
  const muted = rgb(0.35, 0.35, 0.4);
  const ensure = (height: number) => {
    if (y - height < margin) {
      page = doc.addPage([pageWidth, pageHeight]);
      y = pageHeight - margin;
    }
  };
  const text = (value: string, size: number, fonts = regular, color = rgb(0, 0, 0)) => {
    const rtl = isRtl(value);
    for (const line of wrap(value, fonts, size, width)) {
      ensure(size + 4);
      const runs = scriptRuns(line);
      if (rtl) {
        runs.reverse();
        // A left-to-right run inside a right-to-left line: its trailing spaces go on its left side.
        for (const run of runs) {
          if (run.script !== 'arabic') run.text = run.text.replace(/^(.*?)( +)$/, '$2$1');
        }
      }
      let x = rtl ? margin + width - measure(line, fonts, size) : margin;
      for (const run of runs) {
        const font = fonts[run.script];
        page.drawText(run.text, { x, y: y - size, size, font, color });
        x += font.widthOfTextAtSize(run.text, size);
      }
      y -= size + 4;
    }
  };
  const field = (label: string, value: string) => {
    ensure(30);
    text(label, 8, bold, muted);
    text(value || '-', 10);
    y -= 4;
  };

  text(pdfSafe(options.productName), 9, regular, muted);
  text('Service Call Report', 18, bold);
  text(`Report ${row.id} - ticket ${row.ticket_id}`, 9, regular, muted);
  y -= 8;
  for (const [name, label] of REPORT_PDF_LABELS) field(label, row.fields[name] ?? '');

  y -= 6;
  text('Customer feedback', 13, bold);
  const rating = row.overall_experience;
  field('Overall experience', `${rating} of 5 (${SERVICE_CALL_EXPERIENCE_LABELS[rating - 1] ?? ''})`);
  field('Schedule date', stamp(row.schedule_date));
  field('Customer comment', row.customer_comment);

  const signatureBlock = (
    heading: string,
    image: PDFImage,
    signer: string,
    role: string,
    at: Date | string,
    capturedOn: string | null,
  ) => {
    const scaled = image.scaleToFit(220, 90);
    ensure(scaled.height + 90);
    y -= 6;
    text(heading, 13, bold);
    page.drawImage(image, { x: margin, y: y - scaled.height, width: scaled.width, height: scaled.height });
    y -= scaled.height + 6;
    field('Signed by', `${signer} (${role})`);
    field('Signed at (server time)', stamp(at));
    field('Captured on page', capturedOn ?? 'Not recorded');
  };
  signatureBlock(
    'Engineer signature',
    engineerImage,
    row.fields.engineername ?? '',
    'Engineer',
    row.created_at,
    row.engineer_signature_page,
  );
  signatureBlock(
    'Customer signature',
    customerImage,
    row.fields.customercontactperson || row.fields.customername || '',
    'Customer',
    row.feedback_at,
    row.customer_signature_page,
  );

  y -= 10;
  text('Integrity', 13, bold);
  text('SHA-256 of the stored report (canonical JSON):', 8, bold, muted);
  text(hash, 9);
  // Without object streams every object is plain (page contents stay Flate-compressed streams).
  return doc.save({ useObjectStreams: false });
}

/** The report of ticket `ticketId` with its feedback given, newest first; undefined when none. */
export async function completeReportOfTicket(
  db: Db,
  ticketId: string,
): Promise<CompleteReportRow | undefined> {
  const [row] = await db.query<CompleteReportRow>(
    `SELECT r.id, r.ticket_id, t.case_id, t.customer_email, r.fields, r.engineer_signature,
       r.engineer_signature_type, r.engineer_signature_page, r.customer_signature,
       r.customer_signature_type, r.customer_signature_page, r.overall_experience, r.schedule_date,
       r.customer_comment, r.created_at, r.feedback_at, r.report_sha256, r.pdf_key, r.pdf_sha256
     FROM cso_reports r JOIN field_tickets t ON t.ticket_id = r.ticket_id
     WHERE r.ticket_id = $1 AND r.feedback_at IS NOT NULL ORDER BY r.id DESC LIMIT 1`,
    [ticketId],
  );
  return row;
}

/** Object key of report `id`'s PDF. */
export const reportPdfKey = (ticketId: string, id: number) =>
  `service-call-reports/${ticketId}/service-call-report-${id}.pdf`;

/** What {@link storeReportPdf} made. */
export interface StoredReportPdf {
  key: string;
  pdf: Uint8Array;
  reportSha256: string;
  pdfSha256: string;
}

/**
 * Renders the complete report `row` as a PDF, stores it in object storage and records its key and
 * hashes on the report. Throws when there is no object storage.
 */
export async function storeReportPdf(ctx: AppContext, row: CompleteReportRow): Promise<StoredReportPdf> {
  if (!ctx.storage) throw new Error('object storage is off');
  const pdf = await renderReportPdf(row, { productName: ctx.config.productName });
  const key = reportPdfKey(row.ticket_id, row.id);
  await ctx.storage.put(key, pdf, 'application/pdf');
  const stored = { key, pdf, reportSha256: reportSha256(row), pdfSha256: sha256(pdf) };
  await ctx.db.query(
    `UPDATE cso_reports SET report_sha256 = $2, pdf_key = $3, pdf_sha256 = $4, pdf_created_at = now()
     WHERE id = $1`,
    [row.id, stored.reportSha256, key, stored.pdfSha256],
  );
  return stored;
}

/**
 * After step 2: the report's PDF, stored and e-mailed to the ticket's customer (when the ticket has
 * an e-mail address) with the PDF attached. Failures are logged, never thrown: the customer's
 * feedback is saved either way, and the PDF is made again on its first download.
 */
export async function completeReportEvidence(
  ctx: AppContext,
  ticketId: string,
  log: { error(details: Record<string, unknown>, message: string): void },
): Promise<void> {
  try {
    const row = await completeReportOfTicket(ctx.db, ticketId);
    if (!row) return;
    if (!ctx.storage) {
      await ctx.db.query('UPDATE cso_reports SET report_sha256 = $2 WHERE id = $1', [
        row.id,
        reportSha256(row),
      ]);
      return;
    }
    const stored = await storeReportPdf(ctx, row);
    if (!row.customer_email) return;
    const caseId = row.fields.caseid ?? row.case_id;
    await ctx.notifier.send({
      channel: 'email',
      to: row.customer_email,
      subject: `Service call report ${caseId}`,
      body:
        `Dear ${row.fields.customername ?? 'customer'},\n\nthank you for your feedback. The signed ` +
        `service call report of case ${caseId} is attached.\n\nSHA-256 of the stored report: ` +
        `${stored.reportSha256}`,
      attachments: [
        {
          filename: `service-call-report-${caseId}.pdf`,
          content: Buffer.from(stored.pdf),
          contentType: 'application/pdf',
        },
      ],
    });
    await ctx.db.query('UPDATE cso_reports SET pdf_emailed_at = now() WHERE id = $1', [row.id]);
  } catch (error) {
    log.error(
      { ticketId, error: error instanceof Error ? error.message : String(error) },
      'service call report PDF failed',
    );
  }
}
