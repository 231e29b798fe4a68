import { inflateSync } from 'node:zlib';

/**
 * The text lines drawn in a PDF made by pdf-lib with a standard font: every `<hex> Tj` of every
 * (Flate-compressed or plain) stream, decoded as Latin-1. Enough for tests of the server's own
 * PDFs; not a general PDF text extractor.
 */
export function pdfTextLines(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = streams.exec(source))) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end === -1) break;
    const raw = Buffer.from(source.slice(start, end), 'latin1');
    let content: string;
    try {
      content = inflateSync(raw).toString('latin1');
    } catch {
      content = raw.toString('latin1');
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
    }
    streams.lastIndex = end + 'endstream'.length;
  }
  return lines;
}
