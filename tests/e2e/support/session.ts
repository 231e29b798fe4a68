import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { DEMO_PASSWORD, type PortalCard } from './accounts.ts';

/** The sign-in call (access §7), under the API base `/api`. */
export const LOGIN_URL = '**/api/partner/login/';
/** The signed-in user call (access §7). */
export const USER_INFO_URL = '**/api/partner/login-user-info/';
/** The signed-in user call by path, for direct requests (`page.request`, resolved on the base URL). */
export const USER_INFO_PATH = '/api/partner/login-user-info/';
/** The server's token revoke call that Logout makes (packages/api `partner.logout`). */
export const LOGOUT_URL = '**/api/partner/logout/';

/** localStorage keys of a signed-in session (access §3, §4 'Sign-in'). */
export const SESSION_KEYS = [
  'token',
  'uuid',
  'user_uuid',
  'ticket_role',
  'all_roles',
  'user_role',
  'loged_in_to',
  'user_full_name',
  'user_email_id',
] as const;

/** Keys the Not authorized page's 'Log Out' removes (access §2 'Not authorized page'). */
export const NOT_AUTHORIZED_KEYS = ['token', 'uuid', 'user_role', 'loged_in_to', 'all_roles'] as const;

/** The sign-in form, named by its 'Sign In' heading. */
export const signInForm = (page: Page): Locator => page.getByRole('form', { name: 'Sign In' });
/**
 * The fields by role and accessible name (the label's visual `*` is aria-hidden, so the names are
 * exactly 'Email' and 'Password'; 'Show password' is the toggle button, not a textbox).
 */
export const emailField = (page: Page): Locator => page.getByRole('textbox', { name: 'Email', exact: true });
export const passwordField = (page: Page): Locator =>
  page.getByRole('textbox', { name: 'Password', exact: true });
export const signInButton = (page: Page): Locator => page.getByRole('button', { name: 'Sign In' });
/** The form-level error above the fields (role alert inside the form). */
export const formError = (page: Page): Locator => signInForm(page).getByRole('alert');
/** The toast stack (a 'Notifications' region, only present while a toast shows). */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });
/** The user menu trigger: a button named with the user's full name. */
export const userMenuButton = (page: Page, fullName: string): Locator =>
  page.getByRole('button', { name: fullName });

/** Opens /portals and presses one of the cards that lead to /signin. */
export async function chooseCard(page: Page, card: PortalCard): Promise<void> {
  await page.goto('/portals');
  await page.getByRole('link', { name: card, exact: true }).click();
  // The card link carries the chosen work area (/signin?portal=pmt), recorded by /signin.
  await expect(page).toHaveURL(/\/signin\?portal=[a-z]+$/);
  await appLive(page);
}

/**
 * Waits until the app is live on the page (`data-app-ready` on <html>, apps/portal/src/app/hydration.ts).
 * A first visit of the prerendered /portals and /signin loads it on the first intent only.
 */
export async function appLive(page: Page): Promise<void> {
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/** Fills the sign-in form and presses 'Sign In'; resolves with the login answer. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<Response> {
  await emailField(page).fill(email);
  await passwordField(page).fill(password);
  const answer = page.waitForResponse(LOGIN_URL);
  await signInButton(page).click();
  return answer;
}

/**
 * Signs in through the UI: from a chooser card when given, otherwise straight at /signin. Resolves
 * once the login call answered 200 (where the portal then goes is up to the caller to check).
 */
export async function signIn(
  page: Page,
  email: string,
  options: { card?: PortalCard; password?: string } = {},
): Promise<void> {
  if (options.card) await chooseCard(page, options.card);
  else await page.goto('/signin');
  const answer = await submitSignIn(page, email, options.password);
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  await expect(page).not.toHaveURL(/\/signin(\?.*)?$/);
}

/** Environment variable naming this run's folder of recorded sessions (set by ../globalSetup.ts). */
export const SESSION_DIR_ENV = 'E2E_SESSION_DIR';

/** The localStorage keys a sign-in through the form writes: the session and the chosen card. */
const SIGN_IN_KEYS = [...SESSION_KEYS, 'chosen_portal'] as const;
type RecordedSession = Record<(typeof SIGN_IN_KEYS)[number], string | null>;

function sessionFile(email: string, card: PortalCard | undefined, width: number): string {
  const dir = process.env[SESSION_DIR_ENV] ?? path.join(tmpdir(), `partner-portal-e2e-${process.ppid}`);
  mkdirSync(dir, { recursive: true });
  const name = `${email}.${(card ?? 'none').replace(/\W+/g, '-')}.${width}.json`;
  return path.join(dir, name);
}

function recordedSession(file: string): RecordedSession | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as RecordedSession;
  } catch {
    return null;
  }
}

/**
 * Opens `target` signed in as `email`, as `signIn` followed by `page.goto(target)` would, without
 * the sign-in screen and the landing page in between (for tests whose subject is not sign-in; the
 * sign-in itself is tested through the form by sign-in.spec.ts, landing.spec.ts, session.spec.ts
 * and every test that goes on from the landing page).
 *
 * The first time in a run that a user signs in this way (per card and viewport width), it signs
 * in through the form with {@link signIn} and records what the portal stored (the session keys
 * of access §3 and the chosen card). Later times take a fresh token from the sign-in call
 * (`POST /api/partner/login/`, the call the form makes, so every test still has a session of its
 * own that its logout or expiry cannot take from another) and store it with the recorded values,
 * on a page of the origin, before going to `target` (null: stay where that left the page, to set
 * up routes or a clock first). Resolves with the stored session values (the token included).
 */
export async function openSignedIn(
  page: Page,
  email: string,
  target: string | null,
  options: { card?: PortalCard } = {},
): Promise<RecordedSession> {
  const file = sessionFile(email, options.card, page.viewportSize()?.width ?? 0);
  const recorded = recordedSession(file);
  let session: RecordedSession;
  if (recorded === null) {
    await signIn(page, email, options);
    session = await readStorage(page, SIGN_IN_KEYS);
    expect(session.token, `session of ${email}`).toBeTruthy();
    // Written aside then renamed, so another worker never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify({ ...session, token: null }));
    renameSync(partial, file);
  } else {
    const answer = await page.request.post('/api/partner/login/', {
      data: { email, password: DEMO_PASSWORD },
    });
    expect(answer.status(), `sign-in of ${email}`).toBe(200);
    const body = (await answer.json()) as { token?: unknown; second_factor?: unknown };
    expect(typeof body.token, `token of ${email}`).toBe('string');
    expect(body.second_factor, `${email} owes no second factor`).toBeUndefined();
    session = { ...recorded, token: body.token as string };
    await page.goto('/api/meta.json');
    await page.evaluate((entries) => {
      for (const [key, value] of entries) {
        if (value === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, value);
      }
    }, Object.entries(session));
  }
  if (target !== null) await page.goto(target);
  return session;
}

/** Reads localStorage values of the page's origin (null when a key is absent). */
export async function readStorage<K extends string>(
  page: Page,
  keys: readonly K[],
): Promise<Record<K, string | null>> {
  return page.evaluate(
    (names) => Object.fromEntries(names.map((name) => [name, window.localStorage.getItem(name)])),
    [...keys],
  ) as Promise<Record<K, string | null>>;
}

/** Asserts that none of `keys` is left in localStorage. */
export async function expectStorageCleared(page: Page, keys: readonly string[]): Promise<void> {
  await expect
    .poll(async () => Object.entries(await readStorage(page, keys)).filter(([, value]) => value !== null))
    .toEqual([]);
}

/**
 * Records every URL the main frame shows, including client-side (history API) navigations, so a
 * test can check an intermediate stop such as /signin on the way to the landing page.
 */
export function recordPaths(page: Page): string[] {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (visited.at(-1) !== path) visited.push(path);
  });
  return visited;
}

/**
 * Records which of `texts` ever appear outside the page's forms: a MutationObserver installed before
 * the page's scripts checks every change, so toasts shown for only 1 s (operations §8 'Shared
 * HTTP') and their live regions can be asserted afterwards, present or absent. The sign-in form's
 * own error is inside the form and does not count. Read the result with {@link noticesSeen}.
 */
export async function watchNotices(page: Page, texts: readonly string[]): Promise<void> {
  await page.addInitScript(
    (watched) => {
      const seen = new Set<string>();
      (window as unknown as { __noticesSeen: Set<string> }).__noticesSeen = seen;
      const check = () => {
        if (!document.body) return;
        let outside = '';
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.parentElement?.closest('form')) outside += `${node.textContent ?? ''}\n`;
        }
        for (const text of watched) if (outside.includes(text)) seen.add(text);
      };
      new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
    },
    [...texts],
  );
}

/** The watched texts of {@link watchNotices} seen so far, in the order of `texts`' first sighting. */
export async function noticesSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...((window as unknown as { __noticesSeen?: Set<string> }).__noticesSeen ?? []),
  ]);
}

/**
 * Records every line the toast stack (the region named 'Notifications', {@link toasts}) renders,
 * from the next page load on: an API message stays 1 s (operations §8 'Shared HTTP'), which a
 * loaded machine can let pass between a test's steps before a `toBeVisible` looks. The stack's
 * rendered text (`innerText`: nothing hidden) is read on every change of the page, before the
 * toast can go. Read the lines with {@link toastsSeen}.
 */
export async function watchToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = new Set<string>();
    (window as unknown as { __toastsSeen: Set<string> }).__toastsSeen = seen;
    new MutationObserver(() => {
      for (const stack of document.querySelectorAll<HTMLElement>('[aria-label="Notifications"]')) {
        if (stack.getClientRects().length === 0) continue;
        for (const line of stack.innerText.split('\n')) if (line.trim()) seen.add(line.trim());
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The toast lines {@link watchToasts} saw so far. */
export async function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __toastsSeen?: Set<string> }).__toastsSeen ?? [])]);
}

/** Waits until the page has painted a frame after the current one (pending renders committed). */
export async function nextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
