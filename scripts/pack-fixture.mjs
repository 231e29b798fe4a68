#!/usr/bin/env node
/**
 * `pnpm check-fixture` (issue 22): the packages as another team installs them. After `pnpm build`:
 *
 * 1. `pnpm pack` of @partner-portal/ui, /forms and /api (the tarballs npm would publish);
 * 2. a copy of tests/fixture-app in a temporary folder, with those tarballs and the public peers
 *    (react, react-dom, react-aria-components, styled-components, react-intl, formik, yup, swr) at
 *    the workspace's versions, installed with `pnpm install --prefer-offline` (no AWS SDK);
 * 3. plain Node ESM: imports every entry of ui and forms and the api entries except `/s3`
 *    (which needs the optional AWS SDK peers), and checks that none of them loaded `@aws-sdk`;
 * 4. server rendering: the sign-in and satisfaction survey screens inside one PartnerPortalProvider,
 *    rendered with `react-dom/server`, contain their text and scoped styles;
 * 5. a Vite client build of the fixture (hydrating the server markup) opened in Debian's Chromium
 *    (never a downloaded browser): both screens visible and styled, the host page's own `body`
 *    style and `<html>` attributes unchanged, a sign-in submit reaches the host's handler.
 *
 * Usage: node scripts/pack-fixture.mjs [--keep]   (--keep leaves the temporary folder for a look)
 * Exit code 1 on the first failed check. Chromium: scripts/lib/chromium.mjs `testChromiumPath`
 * (CHROME_PATH, else Debian's headless shell, else /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROME_FLAGS, testChromiumPath } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const PACKAGES = ['ui', 'forms', 'api'];
/** The public peers the fixture installs, at the versions the workspace uses. */
const PEERS = [
  'react',
  'react-dom',
  'react-aria-components',
  'styled-components',
  'react-intl',
  'formik',
  'yup',
  'swr',
];
const started = Date.now();

const log = (message) => console.log(`[fixture ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);
function check(condition, message) {
  if (!condition) throw new Error(`check failed: ${message}`);
  log(`ok   ${message}`);
}
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });

/** The installed version of `name` as the workspace resolves it (root devDependencies). */
function workspaceVersion(name) {
  return JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** The `exports` subpaths of an installed package, except `./package.json`. */
function entries(dir) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return Object.keys(pkg.exports).filter((key) => key !== './package.json');
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'pp-fixture-'));
const app = path.join(tmp, 'app');
try {
  // 1. Pack.
  const tarballs = {};
  for (const name of PACKAGES) {
    const dir = path.join(root, 'packages', name);
    if (!existsSync(path.join(dir, 'dist')))
      throw new Error(`packages/${name}/dist is missing: run pnpm build first`);
    run('pnpm', ['pack', '--pack-destination', path.join(tmp, 'tarballs')], dir);
    const file = readdirSync(path.join(tmp, 'tarballs')).find((f) => f.startsWith(`partner-portal-${name}-`));
    tarballs[`@partner-portal/${name}`] = `file:${path.join(tmp, 'tarballs', file)}`;
  }
  log(`packed ${Object.keys(tarballs).join(', ')}`);

  // 2. The fixture app with the tarballs and the public peers.
  cpSync(path.join(root, 'tests/fixture-app'), app, {
    recursive: true,
    filter: (source) => !/node_modules|[/\\]dist$/.test(source),
  });
  const peers = Object.fromEntries(PEERS.map((name) => [name, workspaceVersion(name)]));
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify(
      {
        name: 'partner-portal-fixture-app',
        private: true,
        type: 'module',
        // The repository's pnpm (corepack needs the pinned version with its hash).
        packageManager: JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager,
        dependencies: { ...tarballs, ...peers },
        devDependencies: { vite: workspaceVersion('vite') },
        // forms depends on @partner-portal/api ^0.1.0, which is not on the registry: use the tarball.
        pnpm: { overrides: { '@partner-portal/api': tarballs['@partner-portal/api'] } },
      },
      null,
      2,
    )}\n`,
  );
  run(
    'pnpm',
    [
      'install',
      '--prefer-offline',
      '--ignore-workspace',
      '--config.auto-install-peers=false',
      '--reporter=silent',
    ],
    app,
  );
  log('installed the tarballs and peers');
  const installed = (name) => path.join(app, 'node_modules', name);
  check(
    !existsSync(installed('@aws-sdk/client-s3')),
    'the AWS SDK is not installed (optional peer of /s3 only)',
  );
  for (const name of PACKAGES) {
    const files = run('tar', ['-tzf', tarballs[`@partner-portal/${name}`].slice('file:'.length)], tmp)
      .split('\n')
      .filter(Boolean)
      .map((f) => f.replace(/^package\//, ''));
    const strays = files.filter((f) => !/^(dist\/|README\.md$|LICENSE$|package\.json$)/.test(f));
    check(
      strays.length === 0,
      `@partner-portal/${name} tarball holds only dist, README, LICENSE, package.json${strays.length ? ` (not: ${strays.join(', ')})` : ''}`,
    );
  }

  // 3 + 4. Plain Node ESM: every entry, then server rendering (a child process in the fixture).
  const nodeCheck = `
    const entries = ${JSON.stringify({
      ui: entries(installed('@partner-portal/ui')),
      forms: entries(installed('@partner-portal/forms')),
      api: entries(installed('@partner-portal/api')).filter((e) => e !== './s3'),
    })};
    let count = 0;
    for (const [name, subpaths] of Object.entries(entries)) {
      for (const subpath of subpaths) {
        const specifier = '@partner-portal/' + name + subpath.slice(1);
        const mod = await import(specifier);
        if (Object.keys(mod).length === 0) throw new Error(specifier + ' exports nothing');
        count++;
      }
    }
    console.log(JSON.stringify({ count }));
  `;
  const imported = JSON.parse(
    run(process.execPath, ['--input-type=module', '-e', nodeCheck], app).trim().split('\n').pop(),
  );
  check(
    imported.count > 50,
    `Node ESM imports every ui and forms entry and api's main entries without the AWS SDK (${imported.count} entries)`,
  );
  // Server rendering in a process of its own that loads only what the app imports: styled-components
  // numbers its generated class names in module evaluation order, which the client build then matches.
  const ssrCheck = `
    const { render } = await import(${JSON.stringify(pathToFileURL(path.join(app, 'src/ssr.mjs')).href)});
    console.log(JSON.stringify(render()));
  `;
  const result = JSON.parse(
    run(process.execPath, ['--input-type=module', '-e', ssrCheck], app).trim().split('\n').pop(),
  );
  for (const text of [
    'Sign In',
    'Email',
    'Password',
    'Fixture satisfaction survey',
    'How satisfied are you with the service?',
  ]) {
    check(result.html.includes(text), `server render contains '${text}'`);
  }
  check(
    /data-pp-root/.test(result.html) && /data-theme="lite"/.test(result.html),
    'server render has the provider wrapper (data-pp-root, data-theme)',
  );
  check(
    result.styles.includes('[data-pp-root]') && !/(^|[}\s])body\s*\{/.test(result.styles),
    'server styles are scoped to the wrapper (no body rule)',
  );

  // 5. Vite client build, then the server markup and styles written into the built page at
  // "request time" (as an SSR server does with Vite's template), hydrated by the client.
  run(path.join(app, 'node_modules/.bin/vite'), ['build'], app);
  log('vite build done');
  const builtPage = path.join(app, 'dist/index.html');
  const template = readFileSync(builtPage, 'utf8');
  check(
    template.includes('<!--ssr-html-->') && template.includes('<!--ssr-styles-->'),
    'the built page keeps the SSR placeholders',
  );
  writeFileSync(
    builtPage,
    template.replace('<!--ssr-html-->', () => result.html).replace('<!--ssr-styles-->', () => result.styles),
  );
  const dist = path.join(app, 'dist');
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const file = path.join(dist, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.js') ? 'text/javascript' : file.endsWith('.css') ? 'text/css' : 'text/html';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: testChromiumPath(),
    args: CHROME_FLAGS,
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await page.getByText('How satisfied are you with the service?').waitFor();
    check(true, 'Chromium shows the sign-in and survey screens');
    const styles = await page.evaluate(() => {
      const body = getComputedStyle(document.body);
      const rootEl = document.querySelector('[data-pp-root]');
      const wrapper = rootEl ? getComputedStyle(rootEl) : null;
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Sign In',
      );
      return {
        bodyBackground: body.backgroundColor,
        bodyFont: body.fontFamily,
        bodyColor: body.color,
        bodyMargin: body.margin,
        hostTextFont: getComputedStyle(document.getElementById('host-text')).fontFamily,
        htmlAttributes: [...document.documentElement.attributes].map((a) => `${a.name}=${a.value}`),
        wrapperFont: wrapper?.fontFamily,
        accent: wrapper?.getPropertyValue('--pp-color-bg-accent').trim(),
        buttonBackground: button ? getComputedStyle(button).backgroundColor : null,
        buttonRadius: button ? getComputedStyle(button).borderTopLeftRadius : null,
      };
    });
    check(
      styles.bodyBackground === 'rgb(1, 2, 3)',
      `host body background unchanged (${styles.bodyBackground})`,
    );
    check(
      styles.bodyFont === 'serif' && styles.hostTextFont === 'serif',
      `host body font unchanged (${styles.bodyFont})`,
    );
    check(
      styles.bodyColor === 'rgb(250, 250, 250)' && styles.bodyMargin === '8px',
      'host body colour and margin unchanged',
    );
    check(
      styles.htmlAttributes.join(' ') === 'lang=en',
      `<html> attributes unchanged (${styles.htmlAttributes.join(' ')})`,
    );
    check(
      Boolean(styles.accent) && styles.wrapperFont !== 'serif',
      `the screens are themed (accent ${styles.accent}, font ${styles.wrapperFont})`,
    );
    check(
      styles.buttonBackground !== null &&
        styles.buttonBackground !== 'rgba(0, 0, 0, 0)' &&
        styles.buttonRadius !== '0px',
      `the Sign In button is styled (background ${styles.buttonBackground}, radius ${styles.buttonRadius})`,
    );
    // Hydrated and interactive: a valid sign-in reaches the host's own submit handler.
    await page.getByRole('textbox', { name: /Email/ }).fill('partner@example.test');
    await page.locator('input[type="password"]').fill('secret-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForFunction(() => window.__signedIn?.length === 1, undefined, { timeout: 10_000 });
    check(true, 'a sign-in submit reaches the host handler (hydrated)');
    if (process.env.FIXTURE_SCREENSHOT)
      await page.screenshot({ path: process.env.FIXTURE_SCREENSHOT, fullPage: true });
    check(errors.length === 0, `no page errors${errors.length ? `: ${errors.join(' | ')}` : ''}`);
  } finally {
    await browser.close();
    server.close();
  }
  log('all fixture checks passed');
} catch (error) {
  console.error(error.stderr ?? '', error.stdout ?? '');
  console.error(`[fixture] ${error.message}`);
  process.exitCode = 1;
} finally {
  if (keep) log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
