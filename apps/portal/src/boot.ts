/**
 * The portal's entry script (index.html; with what it reads about 4 KB gzip) that decides when the app itself
 * (main.tsx and everything it imports) is loaded. A prerendered page seen exactly as rendered waits
 * for the visitor's first intent; every other visit loads the app at once. See app/hydration.ts.
 */
import {
  appReady,
  disableStaticControls,
  hydrationPlan,
  INTENT_EVENTS,
  isTextField,
  needsApp,
  staticPageUsable,
  USE_EVENTS,
} from './app/hydration.ts';

/** A button pressed before the app had loaded; pressed again once its handler exists. */
let pressedEarly: HTMLElement | null = null;
/** Native selects changed before the app had loaded (the language picker); their change is replayed. */
const changedEarly = new Set<HTMLSelectElement>();

function rememberPress(event: MouseEvent) {
  const target =
    event.target instanceof Element
      ? event.target.closest('button, [role="button"], [role="link"]:not([href])')
      : null;
  if (target instanceof HTMLElement) pressedEarly = target;
}

/** A form submitted before the app is live is not sent natively; the press is replayed instead. */
function holdSubmit(event: SubmitEvent) {
  event.preventDefault();
}

function rememberChange(event: Event) {
  if (event.target instanceof HTMLSelectElement) changedEarly.add(event.target);
}

/** Text fields left before the app was live: their blur (which validates them) is replayed. */
const leftEarly = new Set<HTMLInputElement | HTMLTextAreaElement>();

function rememberBlur(event: FocusEvent) {
  if (isTextField(event.target)) leftEarly.add(event.target);
}

/** Hands what the visitor did to the static page to the now live app (text fields: AdoptEarlyInput). */
function replayEarlyInput() {
  for (const select of changedEarly) {
    if (select.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  changedEarly.clear();
  // Leaving a field shows its validation message: the live form marks it as visited now.
  for (const field of leftEarly) {
    if (field.isConnected && field !== document.activeElement)
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }
  leftEarly.clear();
  const pressed = pressedEarly;
  pressedEarly = null;
  if (pressed?.isConnected && !pressed.matches(':disabled')) pressed.click();
}

let started = false;

/** A static-usable page (/portals, /signin) loads the app only when a control that needs it is used. */
const plan = hydrationPlan();
const staticUsable = staticPageUsable(plan);

function startOnUse(event: Event) {
  // Moving focus with Tab, or a click in a field, is not using it; typing, leaving it, a press is.
  if (needsApp({ type: event.type, target: event.target, key: (event as KeyboardEvent).key })) start();
}

function waitForIntent() {
  if (staticUsable) {
    for (const type of USE_EVENTS)
      window.addEventListener(type, startOnUse, { capture: true, passive: true });
    return;
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
}

/**
 * Whether the app's files can be fetched now: online, or offline on a page the service worker
 * controls (it serves them from its precache: a field-form link opened once works offline, issue 23).
 */
function canFetchApp(): boolean {
  return navigator.onLine || Boolean(navigator.serviceWorker?.controller);
}

function start() {
  if (started) return;
  // Offline without the service worker, a fetch of the app would fail, and the browser keeps a
  // failed module fetch for the page's life (a later import of it fails at once): wait for the next
  // intent once back online.
  if (!canFetchApp()) return;
  started = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  for (const type of USE_EVENTS) window.removeEventListener(type, startOnUse, true);
  import('./main.tsx').then(
    () =>
      // Until the page is live, React cannot take a press or a change made on it: both are held and
      // replayed then (after a task, so the hydrated forms have rendered what they adopted).
      void appReady.then(() => {
        window.removeEventListener('click', rememberPress, true);
        window.removeEventListener('change', rememberChange, true);
        window.removeEventListener('submit', holdSubmit, true);
        window.removeEventListener('focusout', rememberBlur, true);
        window.setTimeout(replayEarlyInput, 0);
      }),
    () => {
      // The app could not be fetched (offline, a deploy in between): try again on the next intent.
      started = false;
      waitForIntent();
    },
  );
}

// The bench and tests read this: the page is usable before (and without) the app.
if (staticUsable) document.documentElement.dataset.staticUsable = '';
if (plan === 'render') {
  disableStaticControls();
} else {
  // The prerendered page is used as it is: hold what the visitor does on it until React is live.
  window.addEventListener('click', rememberPress, true);
  window.addEventListener('change', rememberChange, true);
  window.addEventListener('submit', holdSubmit, true);
  window.addEventListener('focusout', rememberBlur, true);
}
if (plan === 'hydrate-on-intent') waitForIntent();
else if (canFetchApp()) start();
else window.addEventListener('online', start, { once: true });
