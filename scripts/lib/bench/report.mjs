/** Text output of the benchmark: tables, figures and the budget summary. */
import { BUDGETS, KB } from './config.mjs';

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (useColor ? `\x1b[${code}m${text}\x1b[0m` : String(text));
export const bold = paint('1');
export const dim = paint('2');
export const red = paint('31');
export const green = paint('32');
export const yellow = paint('33');

export function kb(bytes) {
  return bytes == null ? '-' : `${(bytes / KB).toFixed(1)} KB`;
}

export function seconds(ms, digits = 2) {
  return ms == null ? '-' : `${(ms / 1000).toFixed(digits)} s`;
}

export function heading(text) {
  const line = '─'.repeat(Math.max(4, 72 - text.length - 4));
  console.log(`\n${bold(`── ${text} `)}${dim(line)}`);
}

function truncateMiddle(text, width) {
  if (text.length <= width) return text;
  const keep = width - 1;
  return `${text.slice(0, Math.ceil(keep / 2))}…${text.slice(text.length - Math.floor(keep / 2))}`;
}

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Prints rows as aligned columns; `align` is a string of 'l'/'r' per column. */
export function table(header, rows, align, indent = '  ') {
  const all = [header, ...rows].map((row) => row.map((cell) => String(cell ?? '')));
  const visible = (cell) => cell.replace(ANSI, '').length;
  const widths = header.map((_, i) => Math.max(...all.map((row) => visible(row[i]))));
  const pad = (cell, width) => ' '.repeat(Math.max(0, width - visible(cell)));
  const format = (row) =>
    row
      .map((cell, i) => (align[i] === 'r' ? pad(cell, widths[i]) + cell : cell + pad(cell, widths[i])))
      .join('  ')
      .trimEnd();
  console.log(indent + dim(format(all[0])));
  for (const row of all.slice(1)) console.log(indent + format(row));
}

export function printWeight(weight, origin) {
  console.log(
    bold('First-load JS+CSS') + dim(` (each body gzipped at level 9 by the bench; 1 KB = ${KB} bytes)`),
  );
  if (weight.finalUrl !== weight.url) console.log(`  ${yellow('note')}: ended at ${weight.finalUrl}`);
  const sameOrigin = (url) => url.startsWith(origin);
  const rows = weight.files.map((file) => [
    truncateMiddle(sameOrigin(file.url) ? file.path : file.url, 60),
    file.kind,
    kb(file.rawBytes),
    kb(file.gzipBytes),
    file.serverEncoding,
  ]);
  const { totals } = weight;
  rows.push([
    bold(
      `total: ${totals.files} files (${totals.js.files} JS ${kb(totals.js.gzipBytes)}, ${totals.css.files} CSS ${kb(totals.css.gzipBytes)})`,
    ),
    '',
    kb(totals.rawBytes),
    bold(kb(totals.gzipBytes)),
    '',
  ]);
  table(['file', 'type', 'raw', 'gzip -9', 'served as'], rows, 'llrrl');
  console.log(
    dim(
      `  ${weight.requestCount} requests, network idle after ${seconds(weight.loadMs)}; HTTP ${weight.status}`,
    ),
  );
  const { interactive } = weight;
  if (interactive) {
    const it = interactive.totals;
    console.log(
      `  ${bold('interactive')}: ${it.files} files, ${bold(kb(it.gzipBytes))} gzip` +
        (interactive.startedByItself
          ? dim(' (the app started by itself: same as the first load)')
          : dim(
              interactive.staticUsable
                ? ' after a pointer move, Tab and a click in a field (usable without the app)'
                : ` after a pointer move, Tab and a click in a field, app ready ${interactive.readyMs === null ? 'never' : `after ${seconds(interactive.readyMs)}`}`,
            )),
    );
  }
  const { typed } = weight;
  if (typed && !typed.sameAsInteractive) {
    console.log(
      `  ${bold('live')}: ${typed.totals.files} files, ${bold(kb(typed.totals.gzipBytes))} gzip` +
        dim(
          ` after typing one character in the field, app ready ${typed.readyMs === null ? 'never' : `after ${seconds(typed.readyMs)}`}`,
        ),
    );
  }
  for (const problem of weight.problems) console.log(`  ${yellow('warning')}: ${problem}`);
  for (const error of weight.httpErrors) console.log(`  ${yellow('note')}: ${error.replace(origin, '')}`);
  for (const error of weight.pageErrors) console.log(`  ${yellow('page error')}: ${error}`);
  for (const error of weight.consoleErrors.slice(0, 5)) console.log(`  ${yellow('console error')}: ${error}`);
  if (weight.consoleErrors.length > 5)
    console.log(dim(`  … ${weight.consoleErrors.length - 5} more console errors`));
}

function lighthouseRow(label, s) {
  return [
    label,
    s.performance ?? '-',
    s.accessibility ?? '-',
    seconds(s.lcpMs),
    seconds(s.fcpMs),
    s.tbtMs == null ? '-' : `${Math.round(s.tbtMs)} ms`,
    s.cls == null ? '-' : s.cls.toFixed(3),
    seconds(s.speedIndexMs, 1),
  ];
}

export function printLighthouse(lighthouse) {
  const { summary, runs } = lighthouse;
  const settings = summary ?? runs.find(Boolean) ?? {};
  console.log(
    bold('Lighthouse') +
      dim(
        ` (${settings.lighthouseVersion ?? '12'}, ${settings.formFactor ?? 'mobile'}, ${settings.throttlingMethod ?? 'simulate'} throttling, ${runs.length} run${runs.length === 1 ? '' : 's'})`,
      ),
  );
  const rows = [];
  if (runs.length > 1)
    runs.forEach((run, i) =>
      rows.push(lighthouseRow(`run ${i + 1}${run.runtimeError ? ' (error)' : ''}`, run)),
    );
  if (summary) rows.push(lighthouseRow(runs.length > 1 ? bold('median') : 'result', summary));
  table(['', 'perf', 'a11y', 'LCP', 'FCP', 'TBT', 'CLS', 'SI'], rows, 'lrrrrrrr');
  for (const run of runs) if (run.runtimeError) console.log(`  ${red('error')}: ${run.runtimeError}`);
  for (const error of lighthouse.errors ?? []) console.log(`  ${red('error')}: ${error}`);
  if (!summary) return;
  if (summary.lcpElement)
    console.log(dim(`  LCP element: ${truncateMiddle(summary.lcpElement.replace(/\s+/g, ' '), 100)}`));
  for (const failure of summary.a11yFailures) {
    console.log(
      `  ${yellow('a11y')}: ${failure.id} — ${failure.title}${failure.items ? ` (${failure.items} element${failure.items === 1 ? '' : 's'})` : ''}`,
    );
  }
  for (const warning of new Set(runs.flatMap((run) => run.runWarnings ?? []))) {
    console.log(`  ${yellow('lighthouse warning')}: ${String(warning).replace(/\s+/g, ' ')}`);
  }
  if (summary.benchmarkIndex != null)
    console.log(dim(`  host benchmark index: ${Math.round(summary.benchmarkIndex)}`));
}

/**
 * Budget verdicts for one route. Status: PASS, OVER, N/A (could not measure), SKIP (not asked for),
 * INFO (a figure shown against the limit that is not one of the guide's budgets).
 */
export function evaluateBudgets(route) {
  const verdicts = [];
  const add = (budget, value, shown, limitText, pass, missingStatus) =>
    verdicts.push({
      route: route.route,
      budget,
      value,
      shown,
      limit: limitText,
      status: value == null ? missingStatus : pass ? 'PASS' : 'OVER',
    });

  const weightMissing = route.weight ? 'N/A' : route.weightError ? 'N/A' : 'SKIP';
  const gz = route.weight?.totals.gzipBytes ?? null;
  add(
    'JS+CSS gzip',
    gz,
    kb(gz),
    `<= ${kb(BUDGETS.jsCssGzipBytes)}`,
    gz <= BUDGETS.jsCssGzipBytes,
    weightMissing,
  );
  // Not a budget of the guide (which counts the files fetched to show the route), but shown against
  // the same limit: everything fetched until the page is interactive, after the first intent.
  const interactiveGz = route.weight?.interactive?.totals.gzipBytes ?? null;
  add(
    'JS+CSS gzip, interactive',
    interactiveGz,
    kb(interactiveGz),
    `(${interactiveGz <= BUDGETS.jsCssGzipBytes ? 'within' : 'over'} ${kb(BUDGETS.jsCssGzipBytes)})`,
    true,
    weightMissing,
  );
  verdicts.at(-1).status = interactiveGz == null ? weightMissing : 'INFO';

  const lhMissing = route.lighthouse ? 'N/A' : 'SKIP';
  const s = route.lighthouse?.summary ?? null;
  const perf = s?.performance ?? null;
  add(
    'Lighthouse performance',
    perf,
    perf ?? '-',
    `>= ${BUDGETS.performanceMin}`,
    perf >= BUDGETS.performanceMin,
    lhMissing,
  );
  const a11y = s?.accessibility ?? null;
  add(
    'Lighthouse accessibility',
    a11y,
    a11y ?? '-',
    `>= ${BUDGETS.accessibilityMin}`,
    a11y >= BUDGETS.accessibilityMin,
    lhMissing,
  );
  const lcp = s?.lcpMs ?? null;
  add(
    'LCP (Lighthouse mobile)',
    lcp,
    seconds(lcp),
    `<= ${seconds(BUDGETS.lcpMaxMs, 1)}`,
    lcp <= BUDGETS.lcpMaxMs,
    lhMissing,
  );
  return verdicts;
}

export function printSummary(verdicts) {
  const colour = { PASS: green, OVER: red, 'N/A': red, SKIP: dim, INFO: yellow };
  table(
    ['', 'route', 'budget', 'value', 'limit'],
    verdicts.map((v) => [colour[v.status](v.status.padEnd(4)), v.route, v.budget, v.shown, v.limit]),
    'lllrl',
  );
}

/**
 * Verdicts for the chat thread figures (issue 17), in the same shape as {@link evaluateBudgets}:
 * SKIP with --no-chat-bench, N/A when they could not be measured.
 * @param {import('./chatThread.mjs').ChatBenchFigures | { error: string } | undefined} chat
 * @param {{ firstPaintMaxMs: number, longestFrameMaxMs: number }} targets
 */
export function evaluateChatTargets(chat, targets) {
  const missing = chat ? 'N/A' : 'SKIP';
  const figures = chat && !('error' in chat) ? chat : null;
  const verdict = (budget, value, limitText, pass) => ({
    route: 'chat thread (10,000)',
    budget,
    value,
    shown: value == null ? '-' : `${value.toFixed(1)} ms`,
    limit: limitText,
    status: value == null ? missing : pass ? 'PASS' : 'OVER',
  });
  const paint = figures?.firstPaintMs ?? null;
  const frame = figures?.scroll.longestFrameMs ?? null;
  return [
    verdict('first paint', paint, `< ${targets.firstPaintMaxMs} ms`, paint < targets.firstPaintMaxMs),
    verdict(
      'longest frame, scrolling',
      frame,
      `<= ${targets.longestFrameMaxMs} ms`,
      frame <= targets.longestFrameMaxMs,
    ),
  ];
}

/**
 * The once-usable table of issue 21: per route, our first paint, our once-usable weight (pointer
 * move, Tab, click in a field), our weight once the app is live (the first character typed), the
 * Ant Design baseline's once-usable weight, and the ratio ours / antd against the route's target.
 * Prints it and returns its rows (for summary.json).
 */
export function printWeightComparison({ routes, ours, antd, targets, maxFiles }) {
  const figure = (totals) => (totals ? `${kb(totals.gzipBytes)} / ${totals.files}` : 'n/a');
  const rows = [];
  const data = [];
  for (const route of routes) {
    const our = ours[route];
    const base = antd[route];
    const usable = our?.interactive?.totals ?? null;
    const live = our?.typed?.totals ?? null;
    const baseline = base?.interactive?.totals ?? null;
    const ratio = usable && baseline ? usable.gzipBytes / baseline.gzipBytes : null;
    const target = targets[route] ?? null;
    const within = ratio === null ? null : (target === null || ratio <= target) && usable.files <= maxFiles;
    data.push({
      route,
      firstPaintBytes: our?.totals?.gzipBytes ?? null,
      usableBytes: usable?.gzipBytes ?? null,
      usableFiles: usable?.files ?? null,
      liveBytes: live?.gzipBytes ?? null,
      liveFiles: live?.files ?? null,
      antdBytes: baseline?.gzipBytes ?? null,
      antdFiles: baseline?.files ?? null,
      ratio,
      liveRatio: live && baseline ? live.gzipBytes / baseline.gzipBytes : null,
      target,
      within,
    });
    rows.push([
      route,
      our?.totals ? kb(our.totals.gzipBytes) : 'n/a',
      figure(usable),
      figure(live),
      figure(baseline),
      ratio === null ? 'n/a' : ratio.toFixed(2),
      live && baseline ? (live.gzipBytes / baseline.gzipBytes).toFixed(2) : 'n/a',
      target === null
        ? ''
        : `${target}x, ${maxFiles} files: ${within === null ? 'n/a' : within ? green('within') : yellow('over')}`,
    ]);
  }
  table(
    [
      'route',
      'ours first paint',
      'ours usable KB/files',
      'ours live KB/files',
      'antd KB/files',
      'ratio',
      'live ratio',
      'target',
    ],
    rows,
    'lrrrrrrl',
  );
  console.log(
    dim(
      '  usable: after a pointer move, Tab and a click in the first text field; live: after typing one character there\n' +
        '  (the app hydrated; the same as usable where the app had started by then); gzip -9 of every JS and CSS file.',
    ),
  );
  return data;
}
