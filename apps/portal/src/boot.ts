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
/** Where {@link pressedEarly} sat in #root (see {@link placeOf}). */
let pressedPlace: number[] = [];
/** Native selects changed before the app had loaded (the language picker); their change is replayed. */
const changedEarly = new Set<HTMLSelectElement>();

function rememberPress(event: MouseEvent) {
  const target =
    event.target instanceof Element
      ? event.target.closest('button, [role="button"], [role="link"]:not([href])')
      : null;
  if (target instanceof HTMLElement) {
    pressedEarly = target;
    pressedPlace = placeOf(target);
  }
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

/** The child indexes from #root down to `element` ([] outside #root). */
function placeOf(element: Element): number[] {
  const place: number[] = [];
  for (let node: Element | null = element; node && node.id !== 'root'; node = node.parentElement) {
    if (!node.parentElement) return [];
    place.unshift([...node.parentElement.children].indexOf(node));
  }
  return place;
}

/**
 * The element now at `place` in #root when it is the same kind of control as `was` (tag and
 * label): a react-aria collection (a tag list's rows) renders its items anew once hydrated, so a
 * remove button pressed on the static page is a new element by the time the press is replayed.
 */
function atPlace(place: number[], was: HTMLElement | null): HTMLElement | null {
  if (!was || place.length === 0) return null;
  let node: Element | undefined | null = document.getElementById('root');
  for (const index of place) node = node?.children[index];
  if (!(node instanceof HTMLElement) || node.tagName !== was.tagName) return null;
  const label = (element: Element) => element.getAttribute('aria-label') ?? element.textContent;
  return label(node) === label(was) ? node : null;
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
  const pressed = pressedEarly?.isConnected ? pressedEarly : atPlace(pressedPlace, pressedEarly);
  pressedEarly = null;
  if (pressed?.isConnected && !pressed.matches(':disabled')) pressed.click();
}

let started = false;
/**
 * True while the device is asked whether it holds work for this field form (see the end of this
 * file): the plan is not known yet, so a use made meanwhile starts the app once the answer is in.
 */
let askingDevice = false;
/** A use was made while {@link askingDevice}. */
let usedWhileAsking = false;

/** A static-usable page (/portals, /signin) loads the app only when a control that needs it is used. */
let plan = hydrationPlan();
let staticUsable = staticPageUsable(plan);

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
  if (askingDevice) {
    usedWhileAsking = true;
    return;
  }
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

/**
 * Fields whose typing is a component's state rather than a form value (a tag list's new value,
 * `data-live-input`): read-only on the static page until the app is live, so nothing typed into
 * them is lost at hydration. Their first key loads the app.
 */
function holdLiveInputs(): void {
  const held = [
    ...document.querySelectorAll<HTMLInputElement>('#root input[data-live-input]:not([readonly])'),
  ];
  for (const field of held) field.readOnly = true;
  void appReady.then(() => {
    for (const field of held) field.readOnly = false;
  });
}

/** The prerendered page is used as it is: what the visitor does on it is held until React is live. */
function holdEarlyUse(): void {
  window.addEventListener('click', rememberPress, true);
  window.addEventListener('change', rememberChange, true);
  window.addEventListener('submit', holdSubmit, true);
  window.addEventListener('focusout', rememberBlur, true);
  holdLiveInputs();
}

/** Registers the service worker (lib/serviceWorker.ts, a file of its own; offline, nothing). */
function registerOfflineWorker() {
  import('./lib/serviceWorker.ts').then(
    (worker) => worker.registerServiceWorker(),
    () => undefined,
  );
}

function begin() {
  // The bench and tests read this: the page is usable before (and without) the app.
  if (staticUsable) document.documentElement.dataset.staticUsable = '';
  // A field form opened once works offline (issue 23): its worker is registered after load even
  // when the app itself is not loaded.
  if (staticUsable && draftKey) {
    if (document.readyState === 'complete') registerOfflineWorker();
    else window.addEventListener('load', registerOfflineWorker, { once: true });
  }
  if (plan === 'render') disableStaticControls();
  if (plan === 'hydrate-on-intent') waitForIntent();
  else if (canFetchApp()) start();
  else window.addEventListener('online', start, { once: true });
}

// A field form the server rendered (issue 21) has no draft in it: when the device holds one for
// this link, or a submit waiting to be sent, the app renders the page anew at once (as before).
const rootElement = document.getElementById('root');
const draftKey = rootElement?.dataset.draftKey;
// Held from the first moment, also while the device is asked (no native submit meanwhile).
if (plan !== 'render') holdEarlyUse();
if (plan !== 'render' && draftKey) {
  // A use made while the device is asked (a quick press of Edit on a busy machine) is not lost: it
  // starts the app once the answer is in, and the press is replayed then.
  askingDevice = true;
  if (plan === 'hydrate-on-intent') waitForIntent();
  import('@partner-portal/api/device-work')
    .then(({ hasDeviceWork }) => hasDeviceWork(draftKey))
    .catch(() => false)
    .then((found) => {
      if (found) {
        // The page is rendered anew: nothing done on the static one is replayed.
        pressedEarly = null;
        changedEarly.clear();
        leftEarly.clear();
        disableStaticControls();
        delete rootElement.dataset.prerendered;
        plan = 'render';
        staticUsable = false;
      }
      askingDevice = false;
      begin();
      if (usedWhileAsking) start();
    });
} else {
  begin();
}
