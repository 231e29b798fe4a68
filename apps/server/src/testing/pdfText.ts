import { inflateSync } from 'node:zlib';

/** The objects of a PDF saved without object streams: number to dictionary text and stream. */
function pdfObjects(source: string): Map<number, { dict: string; stream?: string }> {
  const objects = new Map<number, { dict: string; stream?: string }>();
  for (const match of source.matchAll(/(\d+) 0 obj\b([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const at = body.search(/stream\r?\n/);
    if (at === -1) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const start = body.indexOf('\n', at) + 1;
    const raw = Buffer.from(body.slice(start, body.lastIndexOf('endstream')), 'latin1');
    let stream: string;
    try {
      stream = inflateSync(raw).toString('latin1');
    } catch {
      stream = raw.toString('latin1');
    }
    objects.set(Number(match[1]), { dict: body.slice(0, at), stream });
  }
  return objects;
}

/** A ToUnicode CMap (bfchar and bfrange sections) as glyph code (hex) to text. */
function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const pair of (section[1] ?? '').matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]*)>/g)) {
      map.set(parseInt(pair[1] ?? '', 16), utf16(pair[2] ?? ''));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const range of (section[1] ?? '').matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g,
    )) {
      const low = parseInt(range[1] ?? '', 16);
      const high = parseInt(range[2] ?? '', 16);
      const target = range[3] ?? '';
      if (target.startsWith('[')) {
        [...target.matchAll(/<([0-9A-Fa-f]+)>/g)].forEach((item, index) =>
          map.set(low + index, utf16(item[1] ?? '')),
        );
      } else {
        const base = Buffer.from(target.slice(1, -1), 'hex');
        for (let code = low; code <= high; code += 1) {
          const value = Buffer.from(base);
          value.writeUInt16BE(value.readUInt16BE(value.length - 2) + (code - low), value.length - 2);
          map.set(code, value.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

/**
 * The text lines drawn in a PDF made by pdf-lib (saved without object streams): every `<hex> Tj`
 * of every (Flate-compressed or plain) content stream. Standard fonts are decoded as Latin-1;
 * embedded (Type0, Identity-H) fonts through their ToUnicode maps. Runs drawn one after another on
 * the same baseline join into one line; a right-to-left run comes out in visual order (as drawn),
 * so the test reverses what it looks for, see {@link visualRtl}. Enough for tests of the server's
 * own PDFs; not a general PDF text extractor.
 */
export function pdfTextLines(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  const objects = pdfObjects(source);
  // Font resource name (as used by Tf) to the ToUnicode map of an embedded font.
  const cmaps = new Map<number, Map<number, string>>();
  for (const [id, object] of objects) {
    const ref =
      /\/Subtype\s*\/Type0[\s\S]*?\/ToUnicode (\d+) 0 R|\/ToUnicode (\d+) 0 R[\s\S]*?\/Subtype\s*\/Type0/.exec(
        object.dict,
      );
    const target = ref ? objects.get(Number(ref[1] ?? ref[2])) : undefined;
    if (target?.stream) cmaps.set(id, toUnicodeMap(target.stream));
  }
  const fontNames = new Map<string, Map<number, string>>();
  for (const object of objects.values()) {
    for (const entry of object.dict.matchAll(/\/([^\s/<>[\]()]+)\s+(\d+) 0 R/g)) {
      const cmap = cmaps.get(Number(entry[2]));
      if (cmap) fontNames.set(entry[1] ?? '', cmap);
    }
  }
  const lines: string[] = [];
  let lastY: string | undefined;
  for (const object of objects.values()) {
    if (!object.stream || !/\bTj\b/.test(object.stream)) continue;
    let cmap: Map<number, string> | undefined;
    let y: string | undefined;
    for (const op of object.stream.matchAll(
      /\/([^\s/]+)\s+[\d.]+\s+Tf|[-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ [-\d.]+ ([-\d.]+) Tm|<([0-9A-Fa-f]*)>\s*Tj/g,
    )) {
      if (op[1] !== undefined) cmap = fontNames.get(op[1]);
      else if (op[2] !== undefined) y = op[2];
      else {
        const hex = op[3] ?? '';
        const shown = cmap
          ? (hex.match(/.{4}/g) ?? []).map((code) => cmap?.get(parseInt(code, 16)) ?? '\ufffd').join('')
          : Buffer.from(hex, 'hex').toString('latin1');
        if (y !== undefined && y === lastY && lines.length > 0) lines[lines.length - 1] += shown;
        else lines.push(shown);
        lastY = y;
      }
    }
  }
  return lines;
}

/** `text` (one right-to-left run) in the visual order a PDF draws it: characters reversed. */
export const visualRtl = (text: string) => [...text].reverse().join('');
