import { checkFiles, formatBytes, isAcceptedType, isImageFile } from './fileRules';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('isAcceptedType', () => {
  it('matches MIME types, wildcards and extensions, case-insensitively', () => {
    expect(isAcceptedType(file('a.PDF', 'application/pdf', 1), ['application/pdf'])).toBe(true);
    expect(isAcceptedType(file('a.PDF', '', 1), ['.pdf'])).toBe(true);
    expect(isAcceptedType(file('photo.jpg', 'image/jpeg', 1), ['image/*'])).toBe(true);
    expect(isAcceptedType(file('doc.docx', 'application/msword', 1), ['image/*', '.pdf'])).toBe(false);
    expect(isAcceptedType(file('any.bin', '', 1), [])).toBe(true);
  });
});

describe('checkFiles', () => {
  it('rejects wrong types, files over the size limit and files beyond the count, in order', () => {
    const ok = file('a.png', 'image/png', 10);
    const big = file('b.png', 'image/png', 2000);
    const wrong = file('c.exe', 'application/x-msdownload', 10);
    const extra = file('d.png', 'image/png', 10);
    const { accepted, rejected } = checkFiles([ok, big, wrong, extra], {
      acceptedFileTypes: ['image/*'],
      maxFileSize: 1024,
      maxCount: 1,
    });
    expect(accepted).toEqual([ok]);
    expect(rejected).toEqual([
      { file: big, reason: 'size' },
      { file: wrong, reason: 'type' },
      { file: extra, reason: 'count' },
    ]);
  });

  it('accepts a file exactly at the limit', () => {
    const exact = file('a.pdf', 'application/pdf', 1024);
    expect(checkFiles([exact], { maxFileSize: 1024 }).accepted).toEqual([exact]);
  });
});

describe('formatBytes', () => {
  it('uses binary multiples and the locale', () => {
    expect(formatBytes(820, 'en')).toBe('820 bytes');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatBytes(15.4 * 1024 * 1024, 'en')).toBe('15 MB');
  });
});

describe('isImageFile', () => {
  it('goes by MIME type, else by extension', () => {
    expect(isImageFile({ name: 'x.bin', type: 'image/png' })).toBe(true);
    expect(isImageFile({ name: 'x.pdf', type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ name: 'site.JPG' })).toBe(true);
  });
});
