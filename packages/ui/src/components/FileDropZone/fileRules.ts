/** Why a file was not added. */
export type FileRejectionReason = 'type' | 'size' | 'count';

/** A file that was not added, and why. */
export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

/** Rules a chosen or dropped file must pass. */
export interface FileRules {
  /**
   * Accepted types: MIME types ('application/pdf'), MIME wildcards ('image/*') or file extensions
   * ('.pdf'). Empty or missing: any type.
   */
  acceptedFileTypes?: readonly string[];
  /** Largest accepted file, in bytes. Missing: no limit. */
  maxFileSize?: number;
  /** How many files may be added in this batch (single mode: 1). Missing: no limit. */
  maxCount?: number;
}

/** Returns true when `file` matches one of the accepted types (or when none are given). */
export function isAcceptedType(file: Pick<File, 'name' | 'type'>, accepted?: readonly string[]): boolean {
  if (!accepted || accepted.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accepted.some((entry) => {
    const rule = entry.trim().toLowerCase();
    if (rule.startsWith('.')) return name.endsWith(rule);
    if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
    return type === rule;
  });
}

/**
 * Splits files into the accepted ones and the rejected ones (wrong type, larger than
 * `maxFileSize` bytes, or beyond `maxCount`), keeping their order. Pure: no side effects.
 */
export function checkFiles(
  files: readonly File[],
  rules: FileRules,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!isAcceptedType(file, rules.acceptedFileTypes)) rejected.push({ file, reason: 'type' });
    else if (rules.maxFileSize !== undefined && file.size > rules.maxFileSize)
      rejected.push({ file, reason: 'size' });
    else if (rules.maxCount !== undefined && accepted.length >= rules.maxCount)
      rejected.push({ file, reason: 'count' });
    else accepted.push(file);
  }
  return { accepted, rejected };
}

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A byte count for people, in the given locale: '820 bytes', '1.5 kB', '3 MB' (binary multiples
 * of 1024, with one decimal below 10).
 */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(bytes, 0);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
  }).format(value);
}

/** Whether a file (by MIME type, else by extension) is an image that can be shown as a thumbnail. */
export function isImageFile(file: { name: string; type?: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return /\.(png|jpe?g|gif|webp|avif|bmp|svg)$/i.test(file.name);
}
