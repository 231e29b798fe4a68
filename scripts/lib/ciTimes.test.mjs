import { describe, expect, it } from 'vitest';
import { busyCpuMs, failedPageSummary, failureReport, machineBusyMs } from './ciTimes.mjs';

describe('busyCpuMs', () => {
  it('adds user, nice, system, irq, softirq and steal ticks of the cpu line, not idle or iowait', () => {
    const stat = 'cpu  1000 20 300 99999 5000 4 6 10 0 0\ncpu0 500 10 150 50000 2500 2 3 5 0 0\n';
    expect(busyCpuMs(stat)).toBe((1000 + 20 + 300 + 4 + 6 + 10) * 10);
  });

  it('is undefined without a cpu line', () => {
    expect(busyCpuMs('intr 1 2 3\n')).toBeUndefined();
  });

  it("grows while this process keeps a core busy (the machine's own /proc/stat)", () => {
    const before = machineBusyMs();
    expect(before).toBeGreaterThan(0);
    const until = process.cpuUsage().user + 200_000;
    while (process.cpuUsage().user < until) Math.sqrt(Math.random());
    expect(machineBusyMs()).toBeGreaterThanOrEqual((before ?? 0) + 150);
  });
});

describe('failureReport', () => {
  it("keeps a failed run's details and leaves out its passed tests' lines", () => {
    const lines = [
      ' \x1b[32m✓\x1b[39m  server  apps/server/src/app.test.ts (12 tests) 900ms',
      '     ✓ answers /health  12ms',
      ' FAIL  server  apps/server/src/chat.test.ts > roster > lists contacts',
      'AssertionError: expected 1 to be 2',
      '  ✓  198 [chromium] › e2e/a.spec.ts:1:1 › passes (1.0s)',
      ' Test Files  1 failed | 1 passed (2)',
    ];
    expect(failureReport(lines)).toEqual([
      ' FAIL  server  apps/server/src/chat.test.ts > roster > lists contacts',
      'AssertionError: expected 1 to be 2',
      ' Test Files  1 failed | 1 passed (2)',
    ]);
  });

  it('keeps only the last lines asked for', () => {
    const lines = Array.from({ length: 10 }, (_, index) => `line ${index}`);
    expect(failureReport(lines, 3)).toEqual(['line 7', 'line 8', 'line 9']);
  });
});

describe('failedPageSummary', () => {
  const context = [
    '# Error details',
    '',
    '```',
    'Error: expect(locator).toBeVisible() failed',
    '```',
    '',
    '```yaml',
    '- main:',
    '  - heading "Partner Portal" [level=1]',
    '  - paragraph: One place for partners.',
    '  - region "Service Call Report":',
    '    - heading "Service Call Report" [level=2]',
    '    - form "Customer feedback":',
    '      - status:',
    '        - text: Saved on this device. It will be sent when you are back online.',
    '        - button "Retry"',
    '      - radio "Good" [checked]',
    '      - textbox "Comments": Quick and polite.',
    '      - group "Date":',
    '        - spinbutton "day, Date" [invalid]: dd',
    '        - spinbutton "month, Date" [invalid]: mm',
    '      - combobox "Language":',
    '        - option "English" [selected]',
    '      - button "Submit"',
    '- alert',
    '```',
    '',
    '# Test source',
  ].join('\n');

  it('keeps headings, forms, invalid fields, checked choices and what a status or alert says', () => {
    expect(failedPageSummary(context)).toEqual([
      '  - heading "Partner Portal" [level=1]',
      '    - heading "Service Call Report" [level=2]',
      '    - form "Customer feedback":',
      '      - status:',
      '        - text: Saved on this device. It will be sent when you are back online.',
      '        - button "Retry"',
      '      - radio "Good" [checked]',
      '        - spinbutton "day, Date" [invalid]: dd',
      '- alert',
    ]);
  });

  it('stops at `count` lines and is empty without a page snapshot', () => {
    expect(failedPageSummary(context, 2)).toHaveLength(2);
    expect(failedPageSummary('# Error details\n\nno page')).toEqual([]);
  });
});
