/**
 * How many of a one-row bar's entries fit before a 'More' button: all of them when their widths
 * (px) plus the gaps between them fit in `available`; otherwise as many leading entries as fit
 * together with the `more` button (at least 0). Widths of 0 (no layout, e.g. jsdom) fit. Pure.
 */
export function fitEntries(widths: readonly number[], more: number, available: number, gap: number): number {
  const total = widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);
  if (total <= available) return widths.length;
  let used = more;
  let count = 0;
  for (const width of widths) {
    const next = used + gap + width;
    if (next > available) break;
    used = next;
    count += 1;
  }
  return count;
}
