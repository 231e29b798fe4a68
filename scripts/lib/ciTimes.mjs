/**
 * The machine's CPU time for `pnpm test`'s step table (Linux `/proc/stat`): busy time (user, nice,
 * system, irq, softirq, steal) summed over every core, in ms. Read at a step's start and end, the
 * difference is what the machine spent while the step ran: with one step at a time (the default),
 * that step's CPU time including the browsers it drives (whose renderer processes a shell's
 * `times` or `/usr/bin/time` never count); with steps side by side it is shared between them.
 */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * Busy CPU ms of every core since boot from the text of `/proc/stat`, or undefined when it has no
 * `cpu` line.
 * @param {string} text
 */
export function busyCpuMs(text) {
  const line = text.split('\n').find((row) => row.startsWith('cpu '));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal ...
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  const ticks = [user, nice, system, irq, softirq, steal ?? 0].reduce((sum, value) => sum + (value || 0), 0);
  return Math.round((ticks * 1000) / TICKS_PER_SECOND);
}

/** The machine's busy CPU ms now, or undefined where there is no `/proc/stat`. */
export function machineBusyMs() {
  try {
    return busyCpuMs(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The end of a failed step's output without its passed tests' lines (Vitest and Playwright print
 * their failures' details last), at most `count` lines: repeated after the summary so a log read
 * from its end shows why the run failed.
 */
export function failureReport(lines, count = 150) {
  // A passed line, after any colour codes (ESC [ … m, the ESC taken out first) at its start.
  const passed = /^(?:\[[0-9;]*m|\s)*(✓|√|ok\b)/u;
  return lines.filter((line) => !passed.test(line.replaceAll('\u001b', ''))).slice(-count);
}

/** Roles and states worth seeing in a failed page: what the user was told, and where they were. */
const TOLD = /^- (?:alert|status|dialog|alertdialog|heading|form)\b|\[invalid\]|\[checked\]/u;
/** A date field's invalid segment: the first one of a field stands for the rest. */
const INVALID_SEGMENT = /^- spinbutton .*\[invalid\]/u;

/**
 * What a page showed when an e2e test failed, from Playwright's `error-context.md` (its page
 * snapshot, an ARIA tree in YAML): the headings, forms, dialogs, invalid fields (a date field's
 * first invalid segment) and checked choices, and each alert's or status's text (up to 3 lines
 * under it), at most `count` lines. Empty when the file has no page snapshot. Printed under a
 * failed e2e step's report, so a failure in CI shows e.g. the message on screen instead of only
 * the locator that was not found.
 * @param {string} text
 */
export function failedPageSummary(text, count = 20) {
  const snapshot = /```yaml\n([\s\S]*?)```/u.exec(text)?.[1];
  if (!snapshot) return [];
  const lines = snapshot.split('\n').filter((line) => line.trim() !== '');
  const summary = [];
  for (let index = 0; index < lines.length && summary.length < count; index += 1) {
    const line = lines[index];
    const depth = line.length - line.trimStart().length;
    if (!TOLD.test(line.trimStart())) continue;
    if (INVALID_SEGMENT.test(line.trimStart()) && INVALID_SEGMENT.test(lines[index - 1]?.trimStart() ?? ''))
      continue;
    summary.push(line);
    if (!/^- (?:alert|status)\b/u.test(line.trimStart())) continue;
    // The message's own lines (deeper than the alert), not the rest of the page.
    for (let next = index + 1; next < lines.length && next <= index + 3; next += 1) {
      const inner = lines[next];
      if (inner.length - inner.trimStart().length <= depth) break;
      summary.push(inner);
    }
  }
  return summary.slice(0, count);
}
