import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, emailOf } from './support/accounts.ts';
import { appLive, LOGIN_URL } from './support/session.ts';

/**
 * One pass per translated locale (issue 19): pick the language on /signin, sign in, open the
 * create-ticket form, submit it empty and read the translated validation message; the page is
 * right to left in Arabic, and dates are formatted by Intl for the locale. Expected texts come
 * from apps/portal/src/locales/<lc>.json by message id (never hard-coded), so a retranslation
 * keeps the test green and a missing or English text fails it.
 */
const LOCALES = ['zh', 'es', 'fr', 'it', 'ar'] as const;

/** A locale's catalogue (ICU strings by id) from the portal's sources. */
function catalogue(locale: string): Record<string, string> {
  const file = new URL(`../../apps/portal/src/locales/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

const english = JSON.parse(
  readFileSync(new URL('../../apps/portal/src/locales/en.source.json', import.meta.url), 'utf8'),
) as Record<string, { defaultMessage: string }>;

/** The translation of `id` in `messages`, which must exist and differ from the English. */
function text(messages: Record<string, string>, id: string): string {
  const translated = messages[id];
  expect(translated, `${id} is translated`).toBeTruthy();
  expect(translated, `${id} is not the English text`).not.toBe(english[id]?.defaultMessage);
  return translated!;
}

interface ApiTicket {
  ticket_number: string;
  updated_at: string;
  sla_due_at: string | null;
}

/** How the portal writes a date-time (forms' `dateTime`: medium date, short time), by the page's Intl. */
async function pageDateTime(page: Page, locale: string, iso: string): Promise<string> {
  return page.evaluate(
    ([lc, value]) =>
      new Intl.DateTimeFormat(lc, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value!)),
    [locale, iso],
  );
}

test.describe('every translated locale', () => {
  test.describe.configure({ mode: 'parallel' });
  // Sign-in, a form and a list per locale: three times the default time on a busy machine.
  test.slow();

  for (const locale of LOCALES) {
    test(`${locale}: sign in, a translated validation message, direction and dates`, async ({ page }) => {
      const messages = catalogue(locale);
      await page.goto('/signin');
      // The language picker: a native select labelled 'Language' (each option in its own name).
      // /signin is usable as prerendered: changing the picker loads the app, which applies the
      // choice once it is live (apps/portal/src/app/hydration.ts, boot.ts).
      const picker = page.getByRole('combobox');
      await picker.selectOption(locale);
      await appLive(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      const submit = page.getByRole('button', { name: text(messages, 'forms.signIn.submit'), exact: true });
      await expect(submit).toBeVisible();
      // The choice persists (spec §3 client state 'locale').
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(locale);

      await page
        .getByRole('textbox', { name: text(messages, 'forms.signIn.email') })
        .fill(emailOf('coordinator'));
      await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
      const answer = page.waitForResponse(LOGIN_URL);
      await submit.click();
      expect((await answer).status()).toBe(200);
      await expect(page).not.toHaveURL(/\/signin(\?.*)?$/);

      // A form: create a ticket with nothing filled in.
      await page.goto('/create-ticket');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const form = page.getByRole('form');
      await form.getByRole('button', { name: text(messages, 'tickets.create.submit'), exact: true }).click();
      await expect(
        form.getByText(text(messages, 'tickets.form.required'), { exact: true }).first(),
      ).toBeVisible();
      await expect(form.getByText(english['tickets.form.required']!.defaultMessage)).toHaveCount(0);
      if (locale === 'ar') {
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        // The phone stays left to right inside the mirrored page.
        await expect(
          form.getByRole('textbox', { name: text(messages, 'tickets.field.customerPhone') }),
        ).toHaveAttribute('dir', 'ltr');
      }

      // Dates in the ticket list: Intl's format for the locale.
      const list = page.waitForResponse(
        (response) =>
          response.url().includes('/api/management/tickets/?') && response.request().method() === 'GET',
      );
      await page.goto('/ticket-list');
      const { results } = (await (await list).json()) as { results: ApiTicket[] };
      const ticket = results[0]!;
      const row = page.getByRole('row').filter({ hasText: ticket.ticket_number });
      await expect(row).toBeVisible();
      const dates = await Promise.all(
        [ticket.updated_at, ticket.sla_due_at]
          .filter((value): value is string => Boolean(value))
          .map((value) => pageDateTime(page, locale, value)),
      );
      const rowText = (await row.innerText()).replace(/\s+/g, ' ');
      expect(
        dates.some((date) => rowText.includes(date.replace(/\s+/g, ' '))),
        `${rowText} shows ${dates.join(' or ')}`,
      ).toBe(true);
    });
  }
});
