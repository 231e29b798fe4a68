/**
 * Screenshots of the signed-in shell for `pnpm visual` (issue 20 'Done means'): the built portal and
 * the reference server (seeded demo data, demo mode, as the end-to-end setup starts it), one user per
 * role signed in through the UI, at each viewport. Also checks that a horizontal navigation bar is
 * one row (its list's content box is one entry high).
 */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { cleanupAll, findFreePort } from './bench/processes.mjs';
import { startServer } from './bench/server.mjs';

/** Who is photographed: the seeded demo user `<role>@demo.test`, from this chooser card (none: /signin). */
export const SHELL_ROLES = [
  { role: 'coordinator', card: 'Project Management' },
  { role: 'finance_user', card: null },
  { role: 'partner', card: 'Partner Management' },
];

/** Desktop at the 1366x768 and a phone at 390x844 (below the 992 px drawer breakpoint). */
export const SHELL_VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
];

/** Password of every seeded demo user (README 'Demo accounts'). */
const DEMO_PASSWORD = 'demo-pass-2026';

async function signIn(page, baseUrl, { role, card }) {
  if (card) {
    await page.goto(`${baseUrl}/portals`);
    await page.getByRole('link', { name: card, exact: true }).click();
    await page.waitForURL(/\/signin\?portal=[a-z]+$/);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  } else {
    // The prerendered /signin loads the app on the first intent (typing), as the e2e sign-in does.
    await page.goto(`${baseUrl}/signin`);
  }
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(`${role}@demo.test`);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  const answer = page.waitForResponse('**/api/partner/login/');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const status = (await answer).status();
  if (status !== 200) throw new Error(`sign-in of ${role} answered ${status}`);
  await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
}

/** Rows of the horizontal bar, or null when the page has none (sidebar, or the phone's drawer). */
function barRows(page) {
  return page.evaluate(() => {
    const entry = document.querySelector('nav [data-nav-top]')?.closest('li');
    const list = entry?.parentElement;
    if (!entry || !list) return null;
    const style = getComputedStyle(list);
    const content =
      list.clientHeight -
      Number.parseFloat(style.paddingBlockStart) -
      Number.parseFloat(style.paddingBlockEnd);
    return Math.round(content / entry.getBoundingClientRect().height);
  });
}

/**
 * Builds the portal when `apps/portal/dist` is missing (or `build` is true), starts the server on a
 * free port, and writes `Portal_Shell/<role>.<w>x<h>.png` under `outDir`. Returns
 * `{ shots: [{ title, name, file }], problems: string[] }`; always stops the server.
 */
export async function shootShell({ root, outDir, browser, build, runBuild }) {
  const shots = [];
  const problems = [];
  if (build || !existsSync(path.join(root, 'apps/portal/dist/index.html'))) runBuild();
  Object.assign(process.env, { SEED_DEMO: 'true', DEMO_MODE: '1', LOG_LEVEL: 'warn', XMPP_HTTP_PORT: '0' });
  const dir = path.join(outDir, 'Portal_Shell');
  mkdirSync(dir, { recursive: true });
  const server = await startServer({
    rootDir: root,
    port: await findFreePort(),
    timeoutS: 90,
    readyPath: '/api/meta.json',
    logFile: path.join(outDir, 'shell-server.log'),
  });
  try {
    for (const user of SHELL_ROLES) {
      for (const viewport of SHELL_VIEWPORTS) {
        const name = `${user.role} ${viewport.width}x${viewport.height}`;
        const file = path.join('Portal_Shell', `${user.role}.${viewport.width}x${viewport.height}.png`);
        const context = await browser.newContext({
          viewport,
          reducedMotion: 'reduce',
          serviceWorkers: 'block',
        });
        const page = await context.newPage();
        try {
          await signIn(page, server.baseUrl, user);
          const rows = await barRows(page);
          if (rows !== null && rows !== 1)
            problems.push(`shell ${name}: the navigation bar has ${rows} rows`);
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: path.join(outDir, file), animations: 'disabled' });
          shots.push({ title: 'Portal/Shell', name, file });
        } catch (error) {
          problems.push(`shell ${name}: ${error instanceof Error ? error.message : String(error)}`);
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await server.handle.stop();
    await cleanupAll();
  }
  return { shots, problems };
}
