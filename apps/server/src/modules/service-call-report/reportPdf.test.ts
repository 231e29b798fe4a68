import { describe, expect, it } from 'vitest';
import { pdfTextLines, visualRtl } from '../../testing/pdfText.ts';
import { renderReportPdf, scriptRuns, type CompleteReportRow } from './reportPdf.ts';

/**
 * Issue 23: the report PDF draws Devanagari and Arabic text in embedded (subset) Noto Sans fonts, so
 * a Hindi customer name or an Arabic comment renders and can be extracted (ToUnicode maps).
 */

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const HINDI_NAME = 'राजेश कुमार';
const HINDI_ADDRESS = 'मकान 12, महात्मा गांधी रोड, पुणे';
const ARABIC_COMMENT = 'الخدمة ممتازة';

const row = (fields: Record<string, string>, comment: string): CompleteReportRow => ({
  id: 41,
  ticket_id: 'TKT-SCRIPTS',
  case_id: 'CASE-SCRIPTS-1',
  customer_email: null,
  fields: {
    caseid: 'CASE-SCRIPTS-1',
    productname: 'HP ProBook 440 G9',
    customername: 'Kavya Nair',
    engineername: 'Ravi Kumar',
    ...fields,
  },
  engineer_signature: PNG,
  engineer_signature_type: 'image/png',
  engineer_signature_page: '/cso_form/TKT-SCRIPTS/link#engineer',
  customer_signature: PNG,
  customer_signature_type: 'image/png',
  customer_signature_page: '/cso_form/TKT-SCRIPTS/link#feedback',
  overall_experience: 5,
  schedule_date: '2026-03-10T09:00:00.000Z',
  customer_comment: comment,
  created_at: '2026-03-10T09:00:00.000Z',
  feedback_at: '2026-03-10T09:30:00.000Z',
  report_sha256: null,
  pdf_key: null,
  pdf_sha256: null,
});

describe('report PDF in Devanagari and Arabic', () => {
  it('splits text into runs by script, spaces staying in their run', () => {
    expect(scriptRuns(`Name: ${HINDI_NAME} (${ARABIC_COMMENT})`)).toEqual([
      { script: 'latin', text: 'Name: ' },
      { script: 'devanagari', text: `${HINDI_NAME} ` },
      { script: 'latin', text: '(' },
      { script: 'arabic', text: ARABIC_COMMENT },
      { script: 'latin', text: ')' },
    ]);
    expect(scriptRuns('客户 ok')).toEqual([{ script: 'latin', text: '?? ok' }]);
  });

  it('renders a Hindi customer name and address and an Arabic comment, extractable and small', async () => {
    const latin = await renderReportPdf(row({}, 'Fixed in one visit.'), { productName: 'Partner Portal' });
    const pdf = await renderReportPdf(
      row(
        { customername: HINDI_NAME, customercontactperson: HINDI_NAME, customeraddress: HINDI_ADDRESS },
        ARABIC_COMMENT,
      ),
      { productName: 'Partner Portal' },
    );
    const text = pdfTextLines(pdf).join('\n');
    console.info(
      `report PDF: ${latin.length} bytes in Latin only, ${pdf.length} bytes with Hindi and Arabic`,
    );
    expect(text).toContain(HINDI_NAME);
    expect(text).toContain(HINDI_ADDRESS);
    expect(text).toContain(`${HINDI_NAME} (Customer)`);
    expect(text).toContain(visualRtl(ARABIC_COMMENT));
    expect(text).not.toContain('\ufffd');
    expect(text).toContain('Service Call Report');
    // Subset fonts: a few kilobytes each, not the whole faces (~70 KB WOFF each).
    expect(pdf.length).toBeLessThan(latin.length + 40_000);
    // A report in Latin only embeds no extra font.
    expect(Buffer.from(latin).toString('latin1')).not.toContain('/FontFile2');
  });
});
