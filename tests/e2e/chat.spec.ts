import { existsSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { emailOf } from './support/accounts.ts';
import { openSignedIn, toasts } from './support/session.ts';

/**
 * Chat (issue 17; operations §2, §4, §7, §8 'Chat'): internal chat through the Prosody the server
 * starts, and WhatsApp chat through the server's simulator.
 */

const hasProsody = existsSync('/usr/bin/prosody') || Boolean(process.env.PROSODY_BIN);

async function openChat(browser: Browser, role: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, emailOf(role), null, { card: 'Project Management' });
  // The page's timers run on Playwright's clock, which flows as real time unless told to jump.
  await page.clock.install();
  await page.goto('/chat');
  await connectChat(page);
  return page;
}

/**
 * Waits for 'Chat Connected successfully' on a freshly opened /chat. The connection starts 5 s after
 * the chat path opens (operations §4): once the screen shows, the clock jumps those 5 s (nothing is
 * connecting yet, so no other timer of the chat is cut short). Should the jump come before the
 * screen's timer was set, the timer simply runs its 5 s in real time.
 */
async function connectChat(page: Page): Promise<void> {
  await expect(page.getByRole('list', { name: 'Chat users' })).toBeVisible();
  await page.clock.fastForward(5_000);
  await expect(toasts(page).getByText('Chat Connected successfully')).toBeVisible({ timeout: 20_000 });
}

async function sendTo(page: Page, peer: string, text: string): Promise<void> {
  await page
    .getByRole('list', { name: 'Chat users' })
    .getByRole('button', { name: new RegExp(`^${peer}`) })
    .click();
  const input = page.getByRole('textbox', { name: `Message to ${peer}` });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
}

test.describe('internal chat over XMPP', () => {
  test.skip(!hasProsody, 'Prosody is not installed (apt-get install -y prosody)');
  // One Prosody serves the run: the test that stops it must not overlap the others.
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(90_000);

  test('two users exchange messages both ways, and history survives a reload', async ({ browser }) => {
    const admin = await openChat(browser, 'admin');
    const coordinator = await openChat(browser, 'coordinator');

    await sendTo(admin, 'Demo Coordinator', 'Hello from admin');
    await expect(admin.getByRole('log', { name: 'Conversation with Demo Coordinator' })).toContainText(
      'Hello from admin',
    );
    await expect(toasts(coordinator).getByText('Demo Admin sent you a message!')).toBeVisible();
    await expect(
      coordinator
        .getByRole('list', { name: 'Chat users' })
        .getByRole('button', { name: /^Demo Admin.*1 unread message/ }),
    ).toBeVisible();

    await sendTo(coordinator, 'Demo Admin', 'Hi admin, coordinator here');
    const coordinatorLog = coordinator.getByRole('log', { name: 'Conversation with Demo Admin' });
    await expect(coordinatorLog).toContainText('Hello from admin');
    await expect(coordinatorLog).toContainText('Hi admin, coordinator here');
    await expect(admin.getByRole('log', { name: 'Conversation with Demo Coordinator' })).toContainText(
      'Hi admin, coordinator here',
    );

    // History comes from the archive (XEP-0313) after a reload.
    await admin.reload();
    await connectChat(admin);
    await admin
      .getByRole('list', { name: 'Chat users' })
      .getByRole('button', { name: /^Demo Coordinator/ })
      .click();
    const history = admin.getByRole('log', { name: 'Conversation with Demo Coordinator' });
    await expect(history).toContainText('Hello from admin');
    await expect(history).toContainText('Hi admin, coordinator here');
  });

  test('stopping the chat server shows the retry notices; restarting it reconnects', async ({ browser }) => {
    const page = await openChat(browser, 'kci');
    const server = (action: 'stop' | 'start') =>
      page.request
        .post('/api/dev/chat-server/', { data: { action } })
        .then((answer) => expect(answer.ok()).toBe(true));
    await expect(toasts(page).getByText('Chat Connected successfully')).toBeHidden({ timeout: 10_000 });
    await server('stop');
    try {
      await expect(toasts(page).getByText('Chat Disconnected')).toBeVisible();
      await expect(toasts(page).getByText('Retrying connection to Chat. Attempt 1 of 10')).toBeVisible();
      await expect(toasts(page).getByText('Retrying connection to Chat. Attempt 2 of 10')).toBeVisible();
    } finally {
      await server('start');
    }
    // The next attempt comes at most 10 s later (operations §9).
    await expect(toasts(page).getByText('Chat Connected successfully')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('WhatsApp chat', () => {
  test('a conversation started by number gets the simulated answer; a refused send keeps the text', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openSignedIn(page, emailOf('project_manager'), '/whatsapp-msg', { card: 'Project Management' });

    const number = page.getByRole('textbox', { name: 'WhatsApp number' });
    await number.fill('91234567890123');
    await expect(number).toHaveValue('9123456789');
    await page.getByRole('button', { name: 'Start chat' }).click();
    await expect(number).toHaveAccessibleDescription(/This Whatsapp Number is not linked with any Partner/);

    await number.fill('9800000020');
    await page.getByRole('button', { name: 'Start chat' }).click();
    const input = page.getByRole('textbox', { name: 'Message to Demo Partner' });
    await input.fill('Your technician arrives at 5 pm');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const log = page.getByRole('log', { name: 'Conversation with Demo Partner' });
    await expect(log).toContainText('Your technician arrives at 5 pm');
    // The simulated customer answers; the screen reads the conversation again shortly after a send.
    await expect(log).toContainText('Thanks, I got your message', { timeout: 20_000 });

    await page.route('**/api/management/send-whatsapp-message/', (route) =>
      route.fulfill({
        status: 400,
        json: { status: 400, message: 'Template message required after 24 hours' },
      }),
    );
    await input.fill('Are you home?');
    await input.press('Enter');
    await expect(input).toHaveAccessibleDescription(/Template message required after 24 hours/);
    await expect(input).toHaveValue('Are you home?');
  });
});
