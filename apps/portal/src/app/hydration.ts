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
 * /portals, /signin, /forgot-password, /partner-login, /signup and /client-signup arrive prerendered (scripts/prerender.mjs): English, Lite theme, signed out.
 * For a visitor who sees exactly that page, the first paint needs no script at all, so the app is
 * loaded on the first sign of intent (pointer over the page, a touch, a key, focus) rather than with
 * the page: links work natively meanwhile, the sign-in fields take typing and hand it to the form
 * once it hydrates, and a button pressed before then is pressed again once its handler exists.
 * Everyone else loads the app at once: a stored session or appearance preference hydrates the page
 * at once (the signed-in redirect and the stored theme must apply), and another language, a query
 * string, another time zone than a field form's dates were rendered in, or any other route renders
 * from scratch. Spec: developers' guide 'Speed is a feature'; access §2, §9.
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
  /**
   * Whether a server-rendered field form's dates read the same here: `data-time-zone` of #root (the
   * zone the server rendered them in, {@link SERVER_RENDER_TIME_ZONE}) keeps the same UTC offsets as
   * this browser's zone. True for a page without dates in a zone (the prerendered routes).
   */
  sameTimeZone: boolean;
}

/**
 * The time zone the server renders field forms' dates in (the service's customers and engineers
 * are in India). A browser whose zone differs renders the page anew, its dates in its own zone.
 */
export const SERVER_RENDER_TIME_ZONE = 'Asia/Kolkata';

/**
 * Whether `zone` shows the same wall-clock times as this runtime's own zone, compared on the 1st of
 * January and of July this year (so 'Asia/Calcutta', an alias Chromium reports, equals
 * 'Asia/Kolkata'); false for a zone this runtime does not know.
 */
export function readsLikeLocalZone(zone: string, now = new Date()): boolean {
  const probes = [0, 6].map((month) => new Date(Date.UTC(now.getUTCFullYear(), month, 1, 12)));
  const show = (timeZone?: string) =>
    probes.map((probe) => probe.toLocaleString('en-US', { timeZone, hour12: false })).join('|');
  try {
    return show(zone) === show(undefined);
  } catch {
    return false;
  }
}

/**
 * - `hydrate-on-intent`: the prerendered page is what this visitor sees; load the app on intent.
 * - `hydrate`: the prerendered page is right, but something must run at once (a stored session or
 *   appearance preference, or `?portal=` from the chooser's cards).
 * - `render`: the HTML is not this visitor's page (another route, another query string, another
 *   language, dates rendered in another time zone): render from scratch at once. Until then the
 *   static page's controls are disabled ({@link disableStaticControls}), so nothing is typed into
 *   fields about to be replaced.
 */
export type HydrationPlan = 'hydrate-on-intent' | 'hydrate' | 'render';

/** Decides how the app starts for this visit (see {@link HydrationPlan}). */
export function hydrationPlan(input: HydrationInput = readHydrationInput()): HydrationPlan {
  const query = new URLSearchParams(input.search);
  // The chooser's cards link to /signin?portal=…: the same page, hydrated at once (typing is adopted).
  const fromChooser = query.has('portal');
  query.delete('portal');
  if (input.prerendered !== input.pathname || query.size > 0 || input.locale !== 'en') return 'render';
  // A field form's dates were rendered in another zone than this browser's.
  if (!input.sameTimeZone) return 'render';
  return input.signedIn || input.hasPreferences || fromChooser ? 'hydrate' : 'hydrate-on-intent';
}

/** The browser's {@link HydrationInput}. */
export function readHydrationInput(): HydrationInput {
  const root = document.getElementById('root')?.dataset;
  return {
    prerendered: root?.prerendered,
    pathname: window.location.pathname,
    search: window.location.search,
    locale: initialLocale(storage.get('locale')),
    signedIn: storage.get('token') !== null,
    hasPreferences: APPEARANCE_KEYS.some((key) => storage.get(key) !== null),
    sameTimeZone: root?.timeZone === undefined || readsLikeLocalZone(root.timeZone),
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
 * Prerendered routes whose static page is usable as it is (issue 21, 'Users'): /portals is links
 * (its cards) and one native language picker; /signin, /forgot-password, /partner-login, /signup and
 * /client-signup are native forms whose fields take typing, focus, clicks and ticks from the first
 * paint. Pointer moves, Tab, focus and a click in a field load
 * nothing there; the app loads when the visitor does something that needs it ({@link needsApp}):
 * types or pastes into a field, leaves a field (its validation message), opens or changes a picker,
 * presses a button or submits. What they did before it is live is handed to it (boot.ts,
 * AdoptEarlyInput). A card followed before then is a plain link (`/signin?portal=…` hydrates at once).
 */
export const STATIC_USABLE_ROUTES: readonly string[] = [
  '/portals',
  '/signin',
  '/forgot-password',
  '/partner-login',
  '/signup',
  '/client-signup',
];

/**
 * Field forms the server renders per request with their link's data (apps/server, prerender.tsx
 * renderFieldForm, which reads the ids from these patterns; issue 21): static-usable like {@link STATIC_USABLE_ROUTES} when their HTML is
 * what this visitor sees. /usd_form/{ticket_id}/{project_id}: its text areas take typing from the
 * first paint; a tag list's new-value field waits for the app (`data-live-input`, boot.ts).
 * /csat-survey/{ticketId}: its first question takes a choice or text (adopted by the form).
 * /questionnaires: the public questionnaire list, links only (a questionnaire itself, reached with
 * `?initial-questionnaire=`, is rendered in the browser).
 * /cso_form/{ticket_id}/{url_id}: the service call report's first step, prefilled; its text fields
 * take typing, a date segment, a button or the signature canvas loads the app (not its upload page,
 * /cso_form/{ticket_id}/{url_id}/upload).
 */
export const SERVER_RENDERED_ROUTES = {
  /** /usd_form/{ticket_id}/{project_id}, the ids captured. */
  unstructuredData: /^\/usd_form\/([^/]+)\/([^/]+)$/,
  /** /csat-survey/{ticketId}, the id captured. */
  satisfactionSurvey: /^\/csat-survey\/([^/]+)$/,
  /** /questionnaires, the public list (no id). */
  questionnaireList: /^\/questionnaires$/,
  /** /cso_form/{ticket_id}/{url_id}, the ids captured. */
  serviceCallReport: /^\/cso_form\/([^/]+)\/([^/]+)$/,
} as const satisfies Record<string, RegExp>;

/** DOM events on a static-usable page that may need the app (see {@link needsApp}). */
export const USE_EVENTS = ['pointerdown', 'keydown', 'input', 'change', 'focusout', 'submit'] as const;

/**
 * Any control whose pressing or typing needs the app (a link without `href` acts by script; a row
 * of a react-aria grid, such as a tag list's tags, is moved through and removed by script; so are a
 * date field's segments, `spinbutton`, and a drawing surface such as a signature pad's canvas).
 */
export const CONTROL =
  'select, button, input, textarea, canvas, [role="button"], [role="combobox"], [role="link"]:not([href]), [role="row"], [role="spinbutton"]';
/** Fields that take text natively: focusing or clicking in one needs nothing, leaving it validates. */
const TEXT_FIELD =
  'textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="submit"]):not([type="button"]):not([type="reset"]):not([type="file"]):not([type="hidden"])';
/** Keys that only move focus or are held with another: they use no control. */
const FOCUS_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta']);

/** What {@link needsApp} reads of a DOM event. */
export interface UseEvent {
  type: string;
  target: EventTarget | null;
  /** `KeyboardEvent.key` for a keydown. */
  key?: string;
}

/**
 * True when `event`, on a static-usable page, is a use that needs the app: a key other than Tab
 * (and modifiers) on a control (typing), a press on a picker or button (not a click in a text
 * field, which only focuses it), leaving a text field (its validation message), any input, change
 * or submit. A pointer press or key on a link or the page needs nothing.
 */
export function needsApp(event: UseEvent): boolean {
  const { target } = event;
  if (!(target instanceof Element)) return false;
  switch (event.type) {
    case 'keydown':
      return !FOCUS_KEYS.has(event.key ?? '') && target.closest(CONTROL) !== null;
    case 'pointerdown':
      return target.closest(CONTROL) !== null && !target.matches(TEXT_FIELD);
    case 'focusout':
      return target.matches(TEXT_FIELD);
    case 'input':
    case 'change':
    case 'submit':
      return true;
    default:
      return false;
  }
}

/** True when `target` is a text field whose leaving (blur) validates it once the app is live. */
export function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof Element && target.matches(TEXT_FIELD);
}

/** True when this visit's page is a static-usable one seen exactly as rendered (see {@link STATIC_USABLE_ROUTES}). */
export function staticPageUsable(plan: HydrationPlan, pathname: string = window.location.pathname): boolean {
  return (
    plan === 'hydrate-on-intent' &&
    (STATIC_USABLE_ROUTES.includes(pathname) ||
      Object.values(SERVER_RENDERED_ROUTES).some((route) => route.test(pathname)))
  );
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
