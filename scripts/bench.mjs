#!/usr/bin/env node
/**
 * Performance benchmark of the Partner Portal (`pnpm bench`): first load of /portals and /signin.
 *
 *   1. builds the portal (`pnpm --filter @partner-portal/portal build`) unless --no-build or --url;
 *   2. starts the server (`pnpm --filter @partner-portal/server start`) on a free port with a fresh
 *      temporary DATA_DIR and waits for its ready line or HTTP 200 on /portals (60 s at most),
 *      or measures an already running server given with --url;
 *   3. per public route (config.mjs PUBLIC_ROUTES), in a fresh Chromium context (empty cache and
 *      localStorage), waits for network idle and sums the gzip size (zlib level 9, computed here) of
 *      every JS and CSS file fetched: at first paint, once usable (pointer move, Tab, a click in the
 *      first text field) and live (one character typed there); then the same screens built with
 *      Ant Design 6 (apps/bench-antd, built with Vite and served by the bench), and prints both
 *      columns and the ratio against issue 21's targets (`--weight-only` runs this phase alone);
 *   4. per route, runs Lighthouse 12 (mobile, performance + accessibility);
 *   4b. server throughput with autocannon (sign-in, a staff list call, /portals at 10 and 50
 *      connections) on PGlite, then on PostgreSQL when DATABASE_URL is set (issue 21);
 *   5. times the ticket list call over 10,000 tickets in process (p50/p95; budget p95 50 ms, issue 13);
 *   6. renders the 10,000-message chat thread story from storybook-static (built first with
 *      `pnpm build-storybook` unless --no-build) and times its first paint and the longest frame
 *      while scrolling it to the end (targets 100 ms and 50 ms, issue 17), --chat-runs times (5),
 *      printing the median and the maximum, the renderer's CPU time beside the wall-clock figures
 *      and the load average (`--chat-only` runs this phase alone);
 *   7. prints PASS/OVER per budget and saves everything under bench-results/<timestamp>/;
 *   8. always stops the server it started (also on errors and Ctrl-C).
 *
 * Exit code: 0 when everything could be measured (budgets over or not), 1 when something could not
 * be measured; with --strict also 1 when a budget is over.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  BUDGETS,
  CHROME_FLAGS,
  DEFAULT_PORT,
  DEFAULT_ROUTES,
  KB,
  MAX_USABLE_FILES,
  PUBLIC_ROUTES,
  SERVER_READY_TIMEOUT_S,
} from './lib/bench/config.mjs';
import {
  cleanupAll,
  findFreePort,
  installSignalHandlers,
  registerCleanup,
  runToCompletion,
} from './lib/bench/processes.mjs';
import { httpStatus, startServer } from './lib/bench/server.mjs';
import { measureWeight } from './lib/bench/weight.mjs';
import { antdBuilt, antdDir, serveStatic } from './lib/bench/antd.mjs';
import { CONNECTIONS, DURATION_S, formatFigure, measureThroughput } from './lib/bench/throughput.mjs';
import { CHAT_RUNS, CHAT_TARGETS, measureChatThreadRuns } from './lib/bench/chatThread.mjs';
import { medianSummary, runLighthouse, summarizeLhr } from './lib/bench/lighthouse.mjs';
import {
  bold,
  dim,
  evaluateBudgets,
  evaluateChatTargets,
  green,
  heading,
  kb,
  printLighthouse,
  printSummary,
  printWeight,
  printWeightComparison,
  red,
  seconds,
  yellow,
} from './lib/bench/report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const HELP = `Usage: pnpm bench [-- options]   (or: node scripts/bench.mjs [options])

Measures the first load of every public route beside its Ant Design 6 baseline (issue 21), and
${DEFAULT_ROUTES.join(' and ')} against the budgets:
  JS+CSS <= ${BUDGETS.jsCssGzipBytes / KB} KB gzip (level 9, 1 KB = ${KB} bytes), Lighthouse mobile performance >= ${BUDGETS.performanceMin},
  accessibility >= ${BUDGETS.accessibilityMin}, LCP <= ${BUDGETS.lcpMaxMs / 1000} s.

Options:
  --url URL          measure an already running server (no build, no server start)
  --no-build         do not build the portal first (use the existing apps/portal/dist)
  --strict           exit 1 when a budget is over (default: report only)
  --runs N           Lighthouse runs per route; the median of each figure is used (default 3)
  --routes A,B       routes to measure (default ${DEFAULT_ROUTES.join(',')})
  --port N           preferred port for the server (default ${DEFAULT_PORT}; another free port if taken)
  --timeout S        seconds to wait for the server to be ready (default ${SERVER_READY_TIMEOUT_S})
  --weight-only      only the weight phase: ours and the Ant Design baseline for every public
                     route (the same as --no-lighthouse --no-throughput --no-server-bench --no-chat-bench)
  --weight-routes A,B  routes whose weight is measured and compared with the Ant Design baseline
                     (default: every public route, ${PUBLIC_ROUTES.map((r) => r.route).join(', ')})
  --no-antd          do not measure the Ant Design baseline (apps/bench-antd; built first unless
                     --no-build finds it built)
  --no-lighthouse    only measure the JS+CSS weight (Lighthouse budgets show SKIP)
  --no-server-bench  skip the ticket list timing at 10,000 tickets
  --no-throughput    skip the autocannon throughput phase (sign-in, staff list, /portals at
                     ${CONNECTIONS.join(' and ')} connections on PGlite; on PostgreSQL too when DATABASE_URL is set)
  --no-chat-bench    skip the 10,000-message chat thread (first paint < 100 ms, frames <= 50 ms);
                     with --no-build it uses the existing storybook-static/
  --chat-only        only the chat thread phase (no portal build, no server, no Lighthouse); with
                     --no-build it uses the existing storybook-static/
  --chat-runs N      runs of the chat thread phase, each in a fresh page (default ${CHAT_RUNS}); the
                     median and the maximum of each figure are printed, with CPU times and load
  --server-cmd CMD   start the server with this shell command instead of
                     'pnpm --filter @partner-portal/server start' (it gets PORT, DATA_DIR, NODE_ENV)
  --out DIR          where to save results (default bench-results/)
  -h, --help         this help

Environment: CHROME_PATH (default /usr/bin/chromium). No browser is ever downloaded.
Exit code: 0 when everything was measured, 1 when something could not be measured
(or, with --strict, when a budget is over).`;

function parseOptions() {
  let parsed;
  try {
    // `pnpm bench -- --strict` passes the `--` through: drop it.
    const args = process.argv.slice(2);
    if (args[0] === '--') args.shift();
    parsed = parseArgs({
      args,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        strict: { type: 'boolean', default: false },
        runs: { type: 'string', default: '3' },
        routes: { type: 'string', default: DEFAULT_ROUTES.join(',') },
        port: { type: 'string' },
        timeout: { type: 'string', default: String(SERVER_READY_TIMEOUT_S) },
        'no-lighthouse': { type: 'boolean', default: false },
        'weight-only': { type: 'boolean', default: false },
        'weight-routes': { type: 'string', default: PUBLIC_ROUTES.map((r) => r.route).join(',') },
        'no-antd': { type: 'boolean', default: false },
        'no-server-bench': { type: 'boolean', default: false },
        'no-throughput': { type: 'boolean', default: false },
        'no-chat-bench': { type: 'boolean', default: false },
        'chat-only': { type: 'boolean', default: false },
        'chat-runs': { type: 'string', default: String(CHAT_RUNS) },
        'server-cmd': { type: 'string' },
        out: { type: 'string', default: 'bench-results' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    fail(`${error.message}\n\n${HELP}`);
  }
  if (parsed.help) {
    console.log(HELP);
    process.exit(0);
  }
  const chatRuns = Number(parsed['chat-runs']);
  if (!Number.isInteger(chatRuns) || chatRuns < 1)
    fail(`--chat-runs must be a whole number >= 1 (got ${parsed['chat-runs']})`);
  if (parsed['chat-only'] && (parsed['no-chat-bench'] || parsed['weight-only'] || parsed.url))
    fail('--chat-only cannot be combined with --no-chat-bench, --weight-only or --url');
  const runs = Number(parsed.runs);
  if (!Number.isInteger(runs) || runs < 1) fail(`--runs must be a whole number >= 1 (got ${parsed.runs})`);
  const timeoutS = Number(parsed.timeout);
  if (!(timeoutS > 0)) fail(`--timeout must be a number of seconds (got ${parsed.timeout})`);
  const port = parsed.port === undefined ? DEFAULT_PORT : Number(parsed.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    fail(`--port must be a port number (got ${parsed.port})`);
  const routes = parsed.routes
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (!routes.length || routes.some((route) => !route.startsWith('/')))
    fail(`--routes must be paths starting with / (got ${parsed.routes})`);
  const weightRoutes = parsed['weight-routes']
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  if (weightRoutes.some((route) => !route.startsWith('/')))
    fail(`--weight-routes must be paths starting with / (got ${parsed['weight-routes']})`);
  const weightOnly = parsed['weight-only'];
  let url = null;
  if (parsed.url) {
    try {
      url = new URL(parsed.url);
    } catch {
      fail(`--url is not a URL: ${parsed.url}`);
    }
    if (!/^https?:$/.test(url.protocol)) fail(`--url must be http(s): ${parsed.url}`);
  }
  return {
    url: url ? url.origin : null,
    build: !parsed['no-build'] && !url,
    strict: parsed.strict,
    runs,
    routes,
    // Every route measured for weight: the Lighthouse routes first, then the public ones.
    weightRoutes: [...new Set([...routes, ...weightRoutes])],
    antd: !parsed['no-antd'],
    port,
    timeoutS,
    lighthouse: !parsed['no-lighthouse'] && !weightOnly,
    serverBench: !parsed['no-server-bench'] && !weightOnly,
    throughput: !parsed['no-throughput'] && !weightOnly,
    chatBench: !parsed['no-chat-bench'] && !weightOnly,
    chatOnly: parsed['chat-only'],
    chatRuns,
    serverCmd: parsed['server-cmd'] ?? null,
    outDir: path.resolve(ROOT, parsed.out),
  };
}

/** A duration in ms with one decimal, or 'n/a'. */
function ms(value) {
  return typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a';
}

function fail(message) {
  console.error(`${red('bench: could not measure')}: ${message}`);
  process.exit(1);
}

function tryExec(command, args) {
  try {
    return execFileSync(command, args, {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

const slug = (route) => route.replace(/^\/+/, '').replace(/[^a-z0-9]+/gi, '-') || 'root';

let interrupted = false;
/** Saves whatever was measured when main() fails half-way. */
let saveOnError = null;

async function main() {
  const options = parseOptions();
  installSignalHandlers((signal) => {
    interrupted = true;
    console.error(`\n${yellow(signal)}: stopping what the bench started…`);
  });

  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  try {
    accessSync(chromePath, constants.X_OK);
  } catch {
    fail(
      `no Chromium at ${chromePath} (install Debian's chromium or set CHROME_PATH); the bench never downloads a browser`,
    );
  }
  // Belt and braces: nothing we start may fetch a browser.
  process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
  process.env.PUPPETEER_SKIP_DOWNLOAD = '1';

  const startedAt = new Date();
  const runDir = path.join(options.outDir, startedAt.toISOString().replace(/[:.]/g, '-'));
  mkdirSync(runDir, { recursive: true });

  const meta = {
    startedAt: startedAt.toISOString(),
    git: {
      commit: tryExec('git', ['rev-parse', 'HEAD']),
      dirty: Boolean(tryExec('git', ['status', '--porcelain'])),
    },
    node: process.version,
    chromium: { path: chromePath, version: tryExec(chromePath, ['--version']), flags: CHROME_FLAGS },
    playwright: packageVersion('playwright'),
    lighthouse: packageVersion('lighthouse'),
    budgets: BUDGETS,
    options: { ...options, outDir: path.relative(ROOT, options.outDir) },
  };
  const results = { meta, phases: {}, routes: [], verdicts: [], errors: [] };
  const saveResults = () => {
    const json = JSON.stringify(results, null, 2);
    writeFileSync(path.join(runDir, 'summary.json'), json);
    writeFileSync(path.join(options.outDir, 'latest.json'), json);
  };
  saveOnError = (message) => {
    results.errors.push(message);
    results.couldNotMeasure = true;
    results.finishedAt = new Date().toISOString();
    try {
      saveResults();
    } catch {
      // nothing more we can do
    }
  };

  console.log(bold('Partner Portal bench'));
  console.log(
    dim(
      `  ${meta.chromium.version ?? chromePath} · playwright ${meta.playwright} · lighthouse ${meta.lighthouse} · node ${meta.node}`,
    ),
  );
  console.log(dim(`  results: ${path.relative(ROOT, runDir)}/`));

  const { chromium } = await import('playwright');
  let routes = [];
  // Phases 1 to 5 measure the portal; --chat-only goes straight to the chat thread (6).
  portalPhases: {
    if (options.chatOnly) break portalPhases;
    // 1. Build.
    if (options.build) {
      heading('Build');
      const started = Date.now();
      console.log(
        `  pnpm --filter @partner-portal/portal build ${dim(`(log: ${path.relative(ROOT, runDir)}/build.log)`)}`,
      );
      const result = await runToCompletion('pnpm', ['--filter', '@partner-portal/portal', 'build'], {
        cwd: ROOT,
        env: process.env,
        logFile: path.join(runDir, 'build.log'),
        name: 'build',
      });
      if (interrupted) return new Promise(() => {});
      results.phases.buildMs = Date.now() - started;
      if (result.code !== 0) {
        throw new Error(
          `the portal build failed (exit code ${result.code ?? result.signal}). Last lines:\n${result.tail}`,
        );
      }
      console.log(`  ${green('built')} in ${seconds(results.phases.buildMs, 1)}`);
    }

    // 2. Server.
    let baseUrl;
    if (options.url) {
      baseUrl = options.url;
      results.meta.server = { mode: 'external', baseUrl };
      const status = await httpStatus(baseUrl + options.routes[0], 10_000);
      if (status === null) throw new Error(`cannot reach ${baseUrl} (is the server running?)`);
    } else {
      heading('Server');
      const dist = process.env.PORTAL_DIST
        ? path.resolve(ROOT, 'apps/server', process.env.PORTAL_DIST)
        : path.join(ROOT, 'apps/portal/dist');
      if (!existsSync(path.join(dist, 'index.html'))) {
        console.log(
          `  ${yellow('warning')}: ${path.relative(ROOT, dist) || dist}/index.html does not exist (build first, or drop --no-build)`,
        );
      }
      const port = await findFreePort(options.port);
      if (port !== options.port) console.log(`  port ${options.port} is taken: using ${port}`);
      const command = options.serverCmd ?? 'pnpm --filter @partner-portal/server start';
      console.log(
        `  ${command} ${dim(`(PORT=${port}, fresh DATA_DIR; log: ${path.relative(ROOT, runDir)}/server.log)`)}`,
      );
      const server = await startServer({
        rootDir: ROOT,
        port,
        timeoutS: options.timeoutS,
        readyPath: options.routes[0],
        logFile: path.join(runDir, 'server.log'),
        command: options.serverCmd,
        // The main server runs on the embedded PGlite; PostgreSQL gets its own run (throughput).
        envOverrides: { DATABASE_URL: undefined },
      });
      baseUrl = server.baseUrl;
      results.phases.serverReadyMs = server.readyAfterMs;
      results.meta.server = {
        mode: 'started',
        command,
        baseUrl,
        port,
        dataDir: server.dataDir,
        readyBy: server.readyBy,
      };
      console.log(
        `  ${green('ready')} at ${baseUrl} after ${seconds(server.readyAfterMs, 1)} (${server.readyBy})`,
      );
    }

    routes = options.routes.map((route) => ({ route, url: new URL(route, baseUrl).href }));
    results.routes = routes;

    // 3. First-load JS+CSS weight of every public route, ours then the Ant Design baseline (issue 21).
    // Our own signal handlers stop everything (Playwright's would exit before the server is stopped).
    const browser = await chromium.launch({
      executablePath: chromePath,
      args: CHROME_FLAGS,
      headless: true,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    const unregisterBrowser = registerCleanup(() => browser.close());
    results.weights = {};
    results.antd = {};
    try {
      for (const path_ of options.weightRoutes) {
        heading(`${path_} — weight`);
        const lighthouseRoute = routes.find((route) => route.route === path_);
        try {
          const weight = await measureWeight(browser, new URL(path_, baseUrl).href);
          printWeight(weight, new URL(baseUrl).origin);
          results.weights[path_] = weight;
          if (lighthouseRoute) {
            lighthouseRoute.weight = weight;
            if (weight.problems.length) lighthouseRoute.weightWarnings = weight.problems;
          }
        } catch (error) {
          if (interrupted) return new Promise(() => {});
          results.weights[path_] = { error: error.message };
          if (lighthouseRoute) lighthouseRoute.weightError = error.message;
          console.log(`  ${red('could not measure')}: ${error.message}`);
        }
      }
      saveResults();

      if (options.antd) {
        heading('Ant Design 6 baseline (apps/bench-antd)');
        const dir = antdDir(ROOT);
        if (options.build || !antdBuilt(ROOT)) {
          console.log(
            `  pnpm --filter @partner-portal/bench-antd build:baseline ${dim(`(log: ${path.relative(ROOT, runDir)}/build-antd.log)`)}`,
          );
          const built = await runToCompletion(
            'pnpm',
            ['--filter', '@partner-portal/bench-antd', 'build:baseline'],
            { cwd: ROOT, env: process.env, logFile: path.join(runDir, 'build-antd.log'), name: 'build antd' },
          );
          if (interrupted) return new Promise(() => {});
          if (built.code !== 0) results.errors.push(`the Ant Design baseline did not build: ${built.tail}`);
        }
        if (antdBuilt(ROOT)) {
          const antdServer = await serveStatic(path.join(dir, 'dist'));
          const unregisterAntd = registerCleanup(() => antdServer.close());
          try {
            for (const path_ of options.weightRoutes) {
              try {
                results.antd[path_] = await measureWeight(browser, new URL(path_, antdServer.baseUrl).href);
                const totals = results.antd[path_].interactive.totals;
                console.log(
                  `  ${path_.padEnd(20)} ${kb(totals.gzipBytes).padStart(9)} in ${totals.files} files`,
                );
              } catch (error) {
                if (interrupted) return new Promise(() => {});
                results.antd[path_] = { error: error.message };
                console.log(`  ${path_.padEnd(20)} ${red('could not measure')}: ${error.message}`);
              }
            }
          } finally {
            unregisterAntd();
            await antdServer.close();
          }
        } else {
          console.log(`  ${red('could not measure')}: apps/bench-antd/dist is missing`);
        }
      }
    } finally {
      unregisterBrowser();
      await browser.close().catch(() => {});
    }
    heading('Once usable: ours and Ant Design 6 (pointer move, Tab, click in a field)');
    results.comparison = printWeightComparison({
      routes: options.weightRoutes,
      ours: results.weights,
      antd: results.antd,
      targets: Object.fromEntries(PUBLIC_ROUTES.map((r) => [r.route, r.target])),
      maxFiles: MAX_USABLE_FILES,
    });
    saveResults();

    // 4a. Server throughput with autocannon (issue 21): PGlite, then PostgreSQL when DATABASE_URL is set.
    if (options.throughput) {
      results.throughput = {};
      const database = options.url ? 'the server at --url' : 'PGlite';
      heading(`Server — throughput, ${database} (autocannon, ${DURATION_S} s each)`);
      try {
        results.throughput.pglite = await measureThroughput(baseUrl, (figure) =>
          console.log(`  ${formatFigure(figure)}`),
        );
      } catch (error) {
        if (interrupted) return new Promise(() => {});
        results.throughput.pglite = { error: error.message };
        console.log(`  ${red('could not measure')}: ${error.message}`);
      }
      heading('Server — throughput, PostgreSQL (autocannon)');
      if (options.url) {
        results.throughput.postgres = { skipped: 'an external server (--url) was measured' };
        console.log(`  ${dim('skipped: --url measures one server')}`);
      } else if (!process.env.DATABASE_URL) {
        results.throughput.postgres = { skipped: 'set DATABASE_URL' };
        console.log(`  ${yellow('skipped')}: set DATABASE_URL`);
      } else {
        try {
          const port = await findFreePort(options.port + 1);
          const server = await startServer({
            rootDir: ROOT,
            port,
            timeoutS: options.timeoutS,
            readyPath: options.routes[0],
            logFile: path.join(runDir, 'server-postgres.log'),
            command: options.serverCmd,
          });
          try {
            results.throughput.postgres = await measureThroughput(server.baseUrl, (figure) =>
              console.log(`  ${formatFigure(figure)}`),
            );
          } finally {
            await server.handle.stop();
          }
        } catch (error) {
          if (interrupted) return new Promise(() => {});
          results.throughput.postgres = { error: error.message };
          console.log(`  ${red('could not measure')}: ${error.message}`);
        }
      }
      saveResults();
    }

    // 4. Lighthouse.
    if (options.lighthouse) {
      for (const route of routes) {
        heading(`${route.route} — Lighthouse`);
        route.lighthouse = { runs: [], errors: [], reports: [] };
        for (let run = 1; run <= options.runs; run++) {
          const started = Date.now();
          process.stdout.write(dim(`  run ${run}/${options.runs}… `));
          try {
            const { lhr, report } = await runLighthouse(route.url, {
              chromePath,
              logFile: path.join(runDir, 'chromium-lighthouse.log'),
            });
            const file = `lighthouse-${slug(route.route)}-run${run}.json`;
            writeFileSync(path.join(runDir, file), report);
            route.lighthouse.reports.push(file);
            const summary = summarizeLhr(lhr);
            route.lighthouse.runs.push(summary);
            console.log(
              dim(
                `${seconds(Date.now() - started, 1)}${summary.runtimeError ? ` (${summary.runtimeError})` : ''}`,
              ),
            );
          } catch (error) {
            if (interrupted) return new Promise(() => {});
            console.log(red('failed'));
            route.lighthouse.errors.push(error.message);
          }
        }
        route.lighthouse.summary = medianSummary(route.lighthouse.runs);
        printLighthouse(route.lighthouse);
      }
    }

    // 5. Server: the ticket list call over 10,000 tickets (issue 13: p95 under 50 ms on this machine).
    if (options.serverBench) {
      heading('Server — GET /management/tickets/ over 10,000 tickets');
      const out = path.join(runDir, 'server-tickets.json');
      console.log(
        dim(
          `  tsx apps/server/src/cli/benchTickets.ts (in process, app.inject; log: ${path.relative(ROOT, runDir)}/server-bench.log)`,
        ),
      );
      const result = await runToCompletion(
        'pnpm',
        ['--filter', '@partner-portal/server', 'exec', 'tsx', 'src/cli/benchTickets.ts', '--out', out],
        { cwd: ROOT, env: process.env, logFile: path.join(runDir, 'server-bench.log'), name: 'server bench' },
      );
      if (interrupted) return new Promise(() => {});
      if (result.code === 0) {
        const figures = JSON.parse(readFileSync(out, 'utf8'));
        results.serverTickets = figures;
        const verdict = figures.p95Ms <= figures.budgetP95Ms ? green('within') : yellow('over');
        console.log(
          `  ${figures.tickets} tickets, ${figures.calls} calls: p50 ${figures.p50Ms.toFixed(1)} ms, p95 ${bold(`${figures.p95Ms.toFixed(1)} ms`)} (${verdict} the ${figures.budgetP95Ms} ms budget)`,
        );
        for (const [query, times] of Object.entries(figures.byQuery)) {
          console.log(
            dim(
              `    ${query.padEnd(36)} p50 ${times.p50Ms.toFixed(1).padStart(6)} ms  p95 ${times.p95Ms.toFixed(1).padStart(6)} ms`,
            ),
          );
        }
      } else {
        results.errors.push(`server bench failed: ${result.tail}`);
        console.log(`  ${red('could not measure')}: ${result.tail}`);
      }
      saveResults();
    }
  }

  // 6. Chat: a 10,000-message thread (issue 17: first paint under 100 ms, no frame over 50 ms).
  if (options.chatBench) {
    heading('Chat — a 10,000-message thread (Storybook Chat/ChatScreen › TenThousandMessages)');
    const storybookDir = path.join(ROOT, 'storybook-static');
    if (options.build) {
      const started = Date.now();
      console.log(
        `  pnpm build-storybook ${dim(`(log: ${path.relative(ROOT, runDir)}/build-storybook.log)`)}`,
      );
      const built = await runToCompletion('pnpm', ['build-storybook'], {
        cwd: ROOT,
        env: process.env,
        logFile: path.join(runDir, 'build-storybook.log'),
        name: 'build-storybook',
      });
      if (interrupted) return new Promise(() => {});
      results.phases.buildStorybookMs = Date.now() - started;
      if (built.code !== 0) results.errors.push(`build-storybook failed: ${built.tail}`);
      else console.log(`  ${green('built')} in ${seconds(results.phases.buildStorybookMs, 1)}`);
    }
    if (!existsSync(path.join(storybookDir, 'index.json'))) {
      results.chatThread = { error: 'storybook-static/ is missing (run pnpm build-storybook)' };
    } else {
      const chatBrowser = await chromium.launch({
        executablePath: chromePath,
        args: CHROME_FLAGS,
        headless: true,
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      const unregister = registerCleanup(() => chatBrowser.close());
      // The machine's load beside the figures: on a shared 2-core machine they vary with it.
      const loadBefore = os.loadavg();
      try {
        console.log(
          dim(
            `  ${options.chatRuns} run${options.chatRuns === 1 ? '' : 's'}, each in a fresh page; wall-clock figures with the renderer's CPU time and the load average (1 min) beside`,
          ),
        );
        results.chatThread = await measureChatThreadRuns(
          chatBrowser,
          storybookDir,
          options.chatRuns,
          (run, figures) => {
            if (figures.error) {
              console.log(`  run ${run}: ${red('could not measure')}: ${figures.error}`);
              return;
            }
            const cpu = figures.cpu;
            console.log(
              dim(
                `  run ${run}: first paint ${ms(figures.firstPaintMs)} (CPU ${ms(cpu?.firstPaintMs)}); longest frame ${ms(figures.scroll.longestFrameMs)}, p95 ${ms(figures.scroll.p95FrameMs)} (longest task CPU ${ms(cpu?.scrollLongestTaskMs)}, ${ms(cpu?.scrollPerFrameMs)} CPU a frame); load ${figures.loadAverage[0].toFixed(2)}`,
              ),
            );
          },
        );
        results.chatThread.loadAverage = { before: loadBefore, after: os.loadavg(), cpus: os.cpus().length };
      } catch (error) {
        if (interrupted) return new Promise(() => {});
        results.chatThread = { error: error.message };
      } finally {
        unregister();
        await chatBrowser.close().catch(() => {});
      }
    }
    const chat = results.chatThread;
    if (chat.error) {
      results.errors.push(`chat bench: ${chat.error}`);
      console.log(`  ${red('could not measure')}: ${chat.error}`);
    } else {
      const { summary } = chat;
      const mark = (ok) => (ok ? green('within') : yellow('over'));
      const spread = (figure) =>
        figure ? `median ${bold(ms(figure.median))}, max ${ms(figure.max)}` : 'n/a';
      const cpuSpread = (figure) => (figure ? `median ${ms(figure.median)}, max ${ms(figure.max)}` : 'n/a');
      console.log(
        `  first paint: ${spread(summary.firstPaintMs)} (target: under ${CHAT_TARGETS.firstPaintMaxMs} ms; median ${mark(chat.withinTargets.firstPaint)})`,
      );
      console.log(`    renderer CPU time to first paint: ${cpuSpread(summary.cpu.firstPaintMs)}`);
      console.log(
        `  scrolling to the end, longest frame: ${spread(summary.longestFrameMs)} (target: at most ${CHAT_TARGETS.longestFrameMaxMs} ms; median ${mark(chat.withinTargets.longestFrame)})`,
      );
      console.log(
        `    longest task's CPU time: ${cpuSpread(summary.cpu.scrollLongestTaskMs)}; CPU a frame: ${cpuSpread(summary.cpu.scrollPerFrameMs)}`,
      );
      const load = chat.loadAverage;
      console.log(
        dim(
          `    load average (1 min) ${load.before[0].toFixed(2)} before, ${summary.loadAverage1m ? `${summary.loadAverage1m.min.toFixed(2)} to ${summary.loadAverage1m.max.toFixed(2)} during the runs` : ''}, ${load.after[0].toFixed(2)} after, on ${load.cpus} CPUs: wall-clock figures well over the CPU ones are the load's`,
        ),
      );
      console.log(
        dim(
          `    ${chat.scroll.frames} frames over ${Math.round(chat.scroll.distancePx).toLocaleString('en')} px (${chat.scroll.stepPx} px a frame) in ${seconds(chat.scroll.durationMs, 1)} (last run); p95 frame ${cpuSpread(summary.p95FrameMs)}; long animation frames ${summary.longAnimationFrames ? `median ${summary.longAnimationFrames.median}, max ${summary.longAnimationFrames.max}` : 'n/a'}${chat.failedRuns.length ? `; ${chat.failedRuns.length} run(s) failed` : ''}`,
        ),
      );
    }
    saveResults();
  }

  // 7. Summary.
  results.verdicts = [
    ...routes.flatMap(evaluateBudgets),
    ...evaluateChatTargets(results.chatThread, CHAT_TARGETS),
  ];
  heading('Summary');
  printSummary(results.verdicts);
  const over = results.verdicts.filter((v) => v.status === 'OVER');
  const missing = results.verdicts.filter((v) => v.status === 'N/A');
  const skipped = results.verdicts.filter((v) => v.status === 'SKIP');
  results.couldNotMeasure = missing.length > 0;
  results.overBudget = over.length > 0;
  results.finishedAt = new Date().toISOString();
  saveResults();

  console.log('');
  if (missing.length)
    console.log(red(`Could not measure ${missing.length} figure${missing.length === 1 ? '' : 's'}.`));
  console.log(
    over.length
      ? `${red(`${over.length} budget${over.length === 1 ? '' : 's'} over`)}${options.strict ? '' : dim(' (report only; --strict makes this fail)')}`
      : missing.length
        ? 'No budget over among the figures measured.'
        : green(
            skipped.length ? `All measured budgets met (${skipped.length} skipped).` : 'All budgets met.',
          ),
  );
  console.log(
    dim(
      `Full results: ${path.relative(ROOT, runDir)}/summary.json (also ${path.relative(ROOT, options.outDir)}/latest.json)`,
    ),
  );
  return missing.length || (options.strict && over.length) ? 1 : 0;
}

let exitCode;
try {
  exitCode = await main();
} catch (error) {
  if (interrupted) await new Promise(() => {}); // the signal handler cleans up and exits
  console.error(`\n${red('bench: could not measure')}: ${error?.message ?? error}`);
  saveOnError?.(String(error?.message ?? error));
  if (process.env.BENCH_DEBUG) console.error(error);
  exitCode = 1;
} finally {
  if (!interrupted) await cleanupAll();
}
if (!interrupted) process.exit(exitCode);
