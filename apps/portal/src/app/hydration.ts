import type { PREFERENCE_KEYS } from '@partner-portal/api/storage';
import { storage } from '@partner-portal/api/storage';

/**
 * The stored preferences that change how a page looks, so a prerendered page must apply them at
 * once. Device choices that do not (a dismissed announcement, the punch location choice) do not
 * count.
 */
export const APPEARANCE_KEYS = [
  'locale',
  'theme',
  'nav_style',
  'layout_type',
  'theme_color',
] as const satisfies readonly (typeof PREFERENCE_KEYS)[number][];
import type { Locale } from '@partner-portal/ui/i18n';
import { initialLocale } from '../lib/intl.ts';

/**
 * When the app hydrates a prerendered page, and how the rest of the app learns that it has.
 *
 * /portals and /signin arrive prerendered (scripts/prerender.mjs): English, Lite theme, signed out.
 * For a visitor who sees exactly that page, the first paint needs no script at all, so the app is
 * loaded on the first sign of intent (pointer over the page, a touch, a key, focus) rather than with
 * the page: links work natively meanwhile, the sign-in fields take typing and hand it to the form
 * once it hydrates, and a button pressed before then is pressed again once its handler exists.
 * Everyone else loads the app at once: a stored session or appearance preference hydrates the page
 * at once (the signed-in redirect and the stored theme must apply), and another language, a query
 * string or any other route renders from scratch. Spec: developers' guide 'Speed is a feature'; access §2, §9.
 */

/** What {@link hydrationPlan} looks at; the browser's values by default. */
export interface HydrationInput {
  /** `data-prerendered` of #root: the route the HTML was rendered for, or undefined. */
  prerendered: string | undefined;
  pathname: string;
  search: string;
  /** The locale the app starts in ({@link initialLocale}); the prerendered HTML is English. */
  locale: Locale;
  /** A stored sign-in token (the signed-in redirect must run at once). */
  signedIn: boolean;
  /** Any stored language or appearance preference (the page must apply it at once). */
  hasPreferences: boolean;
}

/**
 * - `hydrate-on-intent`: the prerendered page is what this visitor sees; load the app on intent.
 * - `hydrate`: the prerendered page is right, but something must run at once (a stored session or
 *   appearance preference, or `?portal=` from the chooser's cards).
 * - `render`: the HTML is not this visitor's page (another route, another query string, another
 *   language): render from scratch at once. Until then the static page's controls are disabled
 *   ({@link disableStaticControls}), so nothing is typed into fields about to be replaced.
 */
export type HydrationPlan = 'hydrate-on-intent' | 'hydrate' | 'render';

/** Decides how the app starts for this visit (see {@link HydrationPlan}). */
export function hydrationPlan(input: HydrationInput = readHydrationInput()): HydrationPlan {
  const query = new URLSearchParams(input.search);
  // The chooser's cards link to /signin?portal=…: the same page, hydrated at once (typing is adopted).
  const fromChooser = query.has('portal');
  query.delete('portal');
  if (input.prerendered !== input.pathname || query.size > 0 || input.locale !== 'en') return 'render';
  return input.signedIn || input.hasPreferences || fromChooser ? 'hydrate' : 'hydrate-on-intent';
}

/** The browser's {@link HydrationInput}. */
export function readHydrationInput(): HydrationInput {
  return {
    prerendered: document.getElementById('root')?.dataset.prerendered,
    pathname: window.location.pathname,
    search: window.location.search,
    locale: initialLocale(storage.get('locale')),
    signedIn: storage.get('token') !== null,
    hasPreferences: APPEARANCE_KEYS.some((key) => storage.get(key) !== null),
  };
}

/** Disables the prerendered page's form controls while the app renders it anew (plan `render`). */
export function disableStaticControls(root: HTMLElement | null = document.getElementById('root')): void {
  if (!root?.dataset.prerendered) return;
  for (const control of root.querySelectorAll<HTMLInputElement>('input, select, textarea, button')) {
    control.disabled = true;
  }
}

/** DOM events that count as intent to use the page (capture phase, on the window). */
export const INTENT_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'change',
] as const;

/**
 * Prerendered routes whose static page is usable as it is: /portals is links (its cards) and one
 * native language picker, so pointer moves, Tab and focus load nothing there; the app loads when
 * the visitor opens or changes a control that needs it ({@link needsApp}), and a card followed
 * before then is a plain link (`/signin?portal=…` hydrates at once). Issue 21 ('Users').
 */
export const STATIC_USABLE_ROUTES: readonly string[] = ['/portals'];

/** DOM events on a static-usable page that may need the app (see {@link needsApp}). */
export const USE_EVENTS = ['pointerdown', 'keydown', 'change'] as const;

/** True when `target` is a control whose use needs the app (a picker, a button, a field). */
export function needsApp(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('select, button, input, textarea, [role="button"], [role="combobox"]') !== null
  );
}

/** True when this visit's page is a static-usable one seen exactly as rendered (see {@link STATIC_USABLE_ROUTES}). */
export function staticPageUsable(plan: HydrationPlan, pathname: string = window.location.pathname): boolean {
  return plan === 'hydrate-on-intent' && STATIC_USABLE_ROUTES.includes(pathname);
}

let markReady: () => void = () => undefined;

/**
 * Resolves once the first route's content has been rendered or hydrated by React (its handlers are
 * attached). `document.documentElement` then carries `data-app-ready` (for tests and the bench).
 */
export const appReady: Promise<void> = new Promise((resolve) => {
  markReady = () => {
    document.documentElement.dataset.appReady = '';
    resolve();
  };
});

/** Called by the router once the first route has committed (see {@link appReady}). */
export function signalAppReady(): void {
  markReady();
}
