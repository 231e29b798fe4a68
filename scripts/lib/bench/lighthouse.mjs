/**
 * Lighthouse 12 (programmatic API), mobile form factor (its default config: Moto G Power, simulated
 * slow 4G and 4x CPU slowdown), categories performance and accessibility. Each run gets its own
 * freshly launched Chromium (the binary from CHROME_PATH, never a downloaded one) with an empty
 * profile, stopped right after the run.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CHROME_FLAGS, LIGHTHOUSE_EXTRA_FLAGS } from './config.mjs';
import { startProcess } from './processes.mjs';

const DEVTOOLS_LINE = /DevTools listening on ws:\/\/[^:]+:(\d+)\//;

async function launchChrome(chromePath, logFile) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'partner-portal-bench-chrome-'));
  let port = null;
  const handle = startProcess(
    chromePath,
    [
      ...CHROME_FLAGS,
      ...LIGHTHOUSE_EXTRA_FLAGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    {
      env: process.env,
      logFile,
      name: 'chromium (lighthouse)',
      onLine(line) {
        const match = DEVTOOLS_LINE.exec(line);
        if (match) port = Number(match[1]);
      },
    },
  );
  const stop = async () => {
    await handle.stop();
    await rm(userDataDir, { recursive: true, force: true }).catch(() => {});
  };
  const deadline = Date.now() + 30_000;
  while (!port) {
    if (handle.exited || Date.now() > deadline) {
      await stop();
      throw new Error(
        `Chromium for Lighthouse did not start (${handle.exited ? `exit code ${handle.exited.code}` : 'no DevTools port after 30 s'}).\n${handle.tail()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { port, stop };
}

let lighthouseModule;

/** One Lighthouse run. Returns { lhr, report } (report = the full JSON report as a string). */
export async function runLighthouse(url, { chromePath, logFile }) {
  lighthouseModule ??= (await import('lighthouse')).default;
  const chrome = await launchChrome(chromePath, logFile);
  try {
    const result = await lighthouseModule(url, {
      port: chrome.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result?.lhr) throw new Error('Lighthouse returned no result');
    return { lhr: result.lhr, report: result.report };
  } finally {
    await chrome.stop();
  }
}

const score100 = (category) =>
  typeof category?.score === 'number' ? Math.round(category.score * 100) : null;
const numeric = (audit) => (typeof audit?.numericValue === 'number' ? audit.numericValue : null);

/** The figures we report from one Lighthouse result. */
export function summarizeLhr(lhr) {
  const audits = lhr.audits ?? {};
  const a11yFailures = (lhr.categories?.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => audits[ref.id])
    .filter((audit) => audit && typeof audit.score === 'number' && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, items: audit.details?.items?.length ?? 0 }));
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    requestedUrl: lhr.requestedUrl,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    runWarnings: lhr.runWarnings ?? [],
    performance: score100(lhr.categories?.performance),
    accessibility: score100(lhr.categories?.accessibility),
    lcpMs: numeric(audits['largest-contentful-paint']),
    fcpMs: numeric(audits['first-contentful-paint']),
    tbtMs: numeric(audits['total-blocking-time']),
    cls: numeric(audits['cumulative-layout-shift']),
    speedIndexMs: numeric(audits['speed-index']),
    lcpElement: lcpElement ? (lcpElement.snippet ?? lcpElement.nodeLabel ?? null) : null,
    a11yFailures,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    lighthouseVersion: lhr.lighthouseVersion,
    formFactor: lhr.configSettings?.formFactor,
    throttlingMethod: lhr.configSettings?.throttlingMethod,
  };
}

function median(values) {
  const list = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (!list.length) return null;
  const middle = Math.floor(list.length / 2);
  return list.length % 2 ? list[middle] : (list[middle - 1] + list[middle]) / 2;
}

/** Median of each figure over several runs (a single run is returned as is). */
export function medianSummary(summaries) {
  const valid = summaries.filter((s) => !s.runtimeError);
  if (!valid.length) return null;
  if (valid.length === 1) return { ...valid[0], runs: 1 };
  // The run with the median performance score supplies the non-numeric details.
  const byScore = [...valid].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const representative = byScore[Math.floor((byScore.length - 1) / 2)];
  const result = { ...representative, runs: valid.length };
  for (const key of ['performance', 'accessibility', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs']) {
    result[key] = median(valid.map((s) => s[key]));
  }
  return result;
}
