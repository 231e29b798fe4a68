import { describe, expect, it } from 'vitest';
import { fileNameFromContentDisposition } from './contentDisposition.ts';

describe('fileNameFromContentDisposition', () => {
  it('reads quoted, bare and extended names, the extended one first', () => {
    expect(fileNameFromContentDisposition('attachment; filename="INV-000001.csv"')).toBe('INV-000001.csv');
    expect(fileNameFromContentDisposition('attachment; filename=report.pdf')).toBe('report.pdf');
    expect(
      fileNameFromContentDisposition(
        `attachment; filename="fallback.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
      ),
    ).toBe('résumé.csv');
    expect(fileNameFromContentDisposition('attachment; filename="a \\"b\\".txt"')).toBe('a "b".txt');
  });

  it('drops folders and refuses headers without a usable name', () => {
    expect(fileNameFromContentDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromContentDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
    expect(fileNameFromContentDisposition('attachment')).toBeNull();
    expect(fileNameFromContentDisposition('attachment; filename=".."')).toBeNull();
    expect(fileNameFromContentDisposition(null)).toBeNull();
  });
});
