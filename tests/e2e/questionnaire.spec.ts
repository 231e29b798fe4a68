import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support/accounts.ts';
import { draftRows } from './support/deviceStore.ts';
import { watchAppScripts } from './support/appScripts.ts';

/** Seeded forms (apps/server/src/questionnaires/demo.ts, README 'Demo links'). */
const TREE = 101;
const FLAT = 102;
const WHATSAPP = 103;
const RESPOND_PUBLIC = '**/api/partner/answer_responded/public/';
const PROFILING_SUBMIT = '**/api/partner/questionnaire/submit/';

/** The tree form's question after 'Independent technician' (a text answer). */
const YEARS_QUESTION = 'How many years have you worked in field service?';

/** A unique name per test, to find its submission among the others. */
const uniqueName = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Clicks a choice by its visible label (react-aria keeps the native input visually hidden under it). */
const choose = (page: Page, label: string) => page.getByText(label, { exact: true }).click();

/** Whether the device keeps a questionnaire draft (IndexedDB, issue 23) under `prefix` holding `text`. */
const hasDraft = async (page: Page, prefix: string, text: string) =>
  ((await draftRows(page)) ?? []).some((row) => row.key.startsWith(prefix) && row.json.includes(text));

async function signInToken(request: APIRequestContext, email: string) {
  const response = await request.post('/api/partner/login/', { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as { token: string; uuid: string; user_role: string; all_roles: string[] };
}

/** Reads stored submissions back through the staff call (signed in as admin). */
async function storedSubmissions(request: APIRequestContext, query: Record<string, string>) {
  const { token } = await signInToken(request, 'admin@demo.test');
  const response = await request.get('/api/partner/questionnaire-responses/', {
    params: query,
    headers: { authorization: `Token ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { results: Record<string, unknown>[] }).results;
}

/** Stores a signed-in partner session in the page's localStorage, as the sign-in would. */
async function signInPartner(page: Page) {
  const session = await signInToken(page.request, 'partner@demo.test');
  await page.goto('/portals');
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('uuid', s.uuid);
    localStorage.setItem('user_uuid', s.uuid);
    localStorage.setItem('user_role', s.user_role);
    localStorage.setItem('all_roles', JSON.stringify(s.all_roles));
    localStorage.setItem('user_full_name', 'Demo Partner');
    localStorage.setItem('user_phone', '9876543210');
  }, session);
  return session;
}

async function startAsNewUser(page: Page, templateId: number, name: string) {
  await page.goto(`/questionnaires?initial-questionnaire=${templateId}`);
  await page.getByRole('textbox', { name: 'Full name' }).fill(name);
  await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
  await page.getByRole('button', { name: 'Start' }).click();
}

/** Operations §2 'Interactive questionnaire', §4, §5, §7 'Questionnaires', §8. */
test.describe('interactive questionnaire (/questionnaires)', () => {
  test('lists the questionnaires, validates the onboarding welcome and walks a tree path to its end', async ({
    page,
  }) => {
    const name = uniqueName('Asha');
    await page.goto('/questionnaires');
    await page.getByRole('link', { name: 'Partner onboarding assessment' }).click();
    await expect(page).toHaveURL(/initial-questionnaire=101$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Partner onboarding assessment' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Please enter your full name')).toBeVisible();
    await expect(page.getByText('Please enter your phone number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Full name' }).fill(name);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('98765');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('9876543210');
    await page.getByRole('button', { name: 'Start' }).click();

    await expect(page.getByRole('radiogroup', { name: 'What kind of business do you run?' })).toBeVisible();
    await choose(page, 'Repair shop');
    await expect(page.getByRole('radiogroup', { name: 'How many technicians work with you?' })).toBeVisible();
    await page.getByRole('radio', { name: '1 to 5' }).focus();
    await page.keyboard.press('Space');
    const brands = page.getByRole('textbox', { name: 'Which brands do you service?' });
    await expect(brands).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please provide an answer before continuing.')).toBeVisible();
    await brands.fill('Dell, HP');
    await brands.press('Enter');
    await choose(page, 'Yes');
    const km = page.getByRole('textbox', { name: /How far do you travel/ });
    await km.fill('40');
    await km.press('Enter');
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await expect(page.getByText('Assessment submitted successfully!')).toBeVisible();

    const [stored] = await storedSubmissions(page.request, { template_id: String(TREE), search: name });
    expect(stored).toMatchObject({
      onboarding: true,
      full_name: name,
      phone: '9876543210',
      answers: [
        { question_code: 'BUSINESS_TYPE', answer: 'Repair shop' },
        { question_code: 'SHOP_SIZE', answer: '1 to 5' },
        { question_code: 'BRANDS', answer: 'Dell, HP' },
        { question_code: 'COVERAGE', answer: 'Yes' },
        { question_code: 'TRAVEL_KM', answer: '40' },
      ],
    });
    // A new user stays on the thank-you page.
    await expect(page).toHaveURL(/\/questionnaires\?/);
  });

  test('Previous removes the last answer, Finish submits early, and a reload keeps the answers', async ({
    page,
  }) => {
    const name = uniqueName('Ravi');
    await startAsNewUser(page, TREE, name);
    await choose(page, 'Independent technician');
    await expect(page.getByRole('textbox', { name: /years have you worked/ })).toBeVisible();
    // The answers are a draft on the device (issue 23): a reload restores them with the notice. The
    // draft is written as it changes (debounced): wait for the one that holds the question shown now,
    // not the one kept while the answer waited for the next question.
    await expect.poll(() => hasDraft(page, 'questionnaire:', YEARS_QUESTION)).toBe(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Discard draft' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /years have you worked/ })).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('radio', { name: 'Independent technician' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await choose(page, 'Repair shop');
    await expect(page.getByRole('radiogroup', { name: 'How many technicians work with you?' })).toBeVisible();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Assessment submitted successfully!')).toBeVisible();
    const [stored] = await storedSubmissions(page.request, { template_id: String(TREE), search: name });
    expect(stored?.answers).toEqual([
      { question_code: 'BUSINESS_TYPE', answer: 'Repair shop', phone: '9876543210', template_id: TREE },
    ]);
    expect(await page.evaluate(() => sessionStorage.getItem('questionnaire_progress'))).toBeNull();
    await expect.poll(() => hasDraft(page, 'questionnaire:', 'Repair shop')).toBe(false);
  });

  test("'Discard draft' forgets the kept answers and restarts at the welcome step", async ({ page }) => {
    await startAsNewUser(page, TREE, uniqueName('Asha'));
    await choose(page, 'Independent technician');
    await expect(page.getByRole('textbox', { name: /years have you worked/ })).toBeVisible();
    await expect.poll(() => hasDraft(page, 'questionnaire:', YEARS_QUESTION)).toBe(true);
    await page.reload();
    await expect(page.getByRole('textbox', { name: /years have you worked/ })).toBeVisible();
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /years have you worked/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
    await expect.poll(() => hasDraft(page, 'questionnaire:', 'Independent technician')).toBe(false);
  });

  test('a failed question fetch shows its message and finishes with the answers given', async ({ page }) => {
    const name = uniqueName('Meena');
    await page.route('**/api/partner/question/?template_id=101&question_code=SHOP_SIZE', (route) =>
      route.fulfill({ status: 500, json: { status: 500, message: 'Internal server error' } }),
    );
    await startAsNewUser(page, TREE, name);
    await choose(page, 'Repair shop');
    await expect(page.getByText('Assessment submitted successfully!')).toBeVisible();
    const [stored] = await storedSubmissions(page.request, { template_id: String(TREE), search: name });
    expect(stored?.answers).toEqual([expect.objectContaining({ question_code: 'BUSINESS_TYPE' })]);
  });

  test('a flat form checks required answers, keeps them through a failed submit, then stores them', async ({
    page,
  }) => {
    const name = uniqueName('Kiran');
    await startAsNewUser(page, FLAT, name);
    const submit = page.getByRole('button', { name: 'Submit' });
    await submit.click();
    await expect(page.getByText('Please answer at least one question.')).toBeVisible();
    await choose(page, 'Yes');
    await submit.click();
    await expect(
      page.getByText('Please answer all required questions: How would you rate the visit?'),
    ).toBeVisible();
    await expect(page.getByText('This is a required question.')).toBeVisible();
    await choose(page, 'Good');
    await page.getByRole('textbox', { name: 'Your mobile number for a follow-up call' }).fill('9123456780');

    let refused = false;
    await page.route(RESPOND_PUBLIC, async (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 500, json: { status: 500, message: 'Internal server error' } });
    });
    await submit.click();
    await expect(page.getByText('Failed to submit questionnaire. Please try again.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Good' })).toBeChecked();
    await submit.click();
    await expect(page.getByText('Assessment submitted successfully!')).toBeVisible();
    const [stored] = await storedSubmissions(page.request, { template_id: String(FLAT), search: name });
    expect(stored?.answers).toEqual([
      { question_code: 'ON_TIME', answer: 'Yes', phone: '9876543210', template_id: FLAT },
      { question_code: 'VISIT_RATING', answer: 'Good', phone: '9876543210', template_id: FLAT },
      { question_code: 'FOLLOW_UP_PHONE', answer: '9123456780', phone: '9876543210', template_id: FLAT },
    ]);
  });

  test('a known user answers with the token and goes to /additional-profiling after 3 s', async ({
    page,
  }) => {
    await page.clock.install();
    const session = await signInPartner(page);
    await page.goto(`/questionnaires?initial-questionnaire=${WHATSAPP}`);
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Start' }).click();
    await choose(page, 'Yes');
    await page.clock.runFor(600);
    await expect(page.getByText('Assessment submitted successfully!')).toBeVisible();
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(/\/additional-profiling$/);
    const [stored] = await storedSubmissions(page.request, {
      template_id: String(WHATSAPP),
      search: session.uuid,
    });
    expect(stored).toMatchObject({ user_uuid: session.uuid, onboarding: false });
  });

  test("shows 'No questionnaire available' for an empty list", async ({ page }) => {
    // The server renders the list with its questionnaires (issue 21); the page it sends when it could
    // not (or the app shell a browser kept) loads the list in the browser, empty here.
    await page.route(/\/questionnaires$/, async (route) =>
      route.fulfill({
        response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }),
      }),
    );
    await page.route('**/api/partner/questionnaire/', (route) =>
      route.fulfill({ json: { status: 200, data: [] } }),
    );
    await page.goto('/questionnaires');
    await expect(page.getByRole('heading', { name: 'No questionnaire available' })).toBeVisible();
  });

  test('the list arrives rendered with its questionnaires and its links work before any script (issue 21)', async ({
    page,
  }) => {
    const appScripts = watchAppScripts(page);
    await page.goto('/questionnaires');
    await expect(page.locator('html[data-static-usable]')).toBeAttached();
    const link = page.getByRole('link', { name: 'Partner onboarding assessment' });
    await expect(link).toBeVisible();
    await link.hover();
    expect(appScripts()).toEqual([]);
    // Followed as a plain link: the questionnaire renders in the browser.
    await link.click();
    await expect(page).toHaveURL(/initial-questionnaire=101$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Partner onboarding assessment' }),
    ).toBeVisible();
  });
});

/** Operations §2 'Profiling questionnaire', §4, §5, §7, §8, §9. */
test.describe('profiling questionnaire (/profiling-questionnaire)', () => {
  async function answerAfterStart(page: Page, { reload }: { reload: boolean }) {
    const progress = page.getByRole('progressbar', { name: 'Questionnaire progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '17');
    await choose(page, 'Yes');
    await page.clock.runFor(600);
    await expect(progress).toHaveAttribute('aria-valuenow', '33');
    await choose(page, '1 to 5');
    await page.clock.runFor(600);
    await expect(page.getByRole('group', { name: /Which services do you offer/ })).toBeVisible();
    if (reload) {
      // The draft is written once typing pauses (600 ms on the page's clock).
      await page.clock.runFor(600);
      await expect.poll(() => hasDraft(page, 'profiling-questionnaire:', '"index":2')).toBe(true);
      await page.reload();
      await expect(page.getByRole('status').filter({ hasText: 'Draft restored' })).toBeVisible();
      await expect(page.getByRole('group', { name: /Which services do you offer/ })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Please provide an answer before continuing.')).toBeVisible();
    await choose(page, 'Laptop repair');
    await choose(page, 'CCTV installation');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /years have you been in business/ }).fill('4');
    await page.clock.runFor(600);
    await page.getByRole('textbox', { name: /cities or districts/ }).fill('Pune');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: /From which date/ }).fill('2026-04-01');
  }

  const ANSWERS = [
    { question_code: 'GST_REGISTERED', answer: 'Yes' },
    { question_code: 'TEAM_SIZE', answer: '1 to 5' },
    { question_code: 'SERVICES', answer: 'Laptop repair, CCTV installation' },
    { question_code: 'YEARS_IN_BUSINESS', answer: '4' },
    { question_code: 'SERVICE_AREA', answer: 'Pune' },
    { question_code: 'START_DATE', answer: '2026-04-01' },
  ];

  test('a new user gives name and phone, answers through a reload, and goes to /dashboard after 3 s', async ({
    page,
  }) => {
    const name = uniqueName('Farah');
    await page.clock.install();
    await page.goto('/profiling-questionnaire');
    await expect(page.getByText('Estimated time: about 3 minutes')).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Full name' }).fill(name);
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12-34');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+91 98765-43210');
    await page.getByRole('button', { name: 'Start' }).click();
    await answerAfterStart(page, { reload: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Assessment submitted successfully!')).toBeVisible();
    await page.clock.runFor(3000);
    await expect(page).not.toHaveURL(/profiling-questionnaire/);
    const [stored] = await storedSubmissions(page.request, { kind: 'profiling', search: name });
    expect(stored).toMatchObject({
      full_name: name,
      phone: '+91 98765-43210',
      user_uuid: null,
      answers: ANSWERS,
    });
  });

  test('a known user is identified by stored uuid and phone; a failed submit keeps every answer', async ({
    page,
  }) => {
    await page.clock.install();
    const session = await signInPartner(page);
    await page.goto('/profiling-questionnaire');
    await expect(page.getByText('You are answering as Demo Partner.')).toBeVisible();
    await page.getByRole('button', { name: 'Start' }).click();
    await answerAfterStart(page, { reload: false });
    let refused = false;
    await page.route(PROFILING_SUBMIT, async (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 503, json: { status: 503, message: 'Unavailable' } });
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Failed to submit questionnaire. Please try again.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /From which date/ })).toHaveValue('2026-04-01');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Assessment submitted successfully!')).toBeVisible();
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(/\/dashboard$|\/not-found$/);
    const [stored] = await storedSubmissions(page.request, { kind: 'profiling', search: session.uuid });
    expect(stored).toMatchObject({ user_uuid: session.uuid, phone: '9876543210', answers: ANSWERS });
  });
});
