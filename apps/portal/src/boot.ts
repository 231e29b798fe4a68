/**
 * The portal's entry script (index.html): a few hundred bytes that decide when the app itself
 * (main.tsx and everything it imports) is loaded. A prerendered page seen exactly as rendered waits
 * for the visitor's first intent; every other visit loads the app at once. See app/hydration.ts.
 */
import { appReady, hydrationPlan, INTENT_EVENTS } from './app/hydration.ts';

/** A button pressed before the app had loaded; pressed again once its handler exists. */
let pressedEarly: HTMLElement | null = null;
/** Native selects changed before the app had loaded (the language picker); their change is replayed. */
const changedEarly = new Set<HTMLSelectElement>();

function rememberPress(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
  if (target instanceof HTMLElement) pressedEarly = target;
}

function rememberChange(event: Event) {
  if (event.target instanceof HTMLSelectElement) changedEarly.add(event.target);
}

/** Hands what the visitor did to the static page to the now live app (text fields: AdoptEarlyInput). */
function replayEarlyInput() {
  for (const select of changedEarly) {
    if (select.isConnected) select.dispatchEvent(new Event('change', { bubbles: true }));
  }
  changedEarly.clear();
  const pressed = pressedEarly;
  pressedEarly = null;
  if (pressed?.isConnected && !pressed.matches(':disabled')) pressed.click();
}

let started = false;

function start() {
  if (started) return;
  started = true;
  for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
  void import('./main.tsx').then(() => {
    // From here React owns the events; a press still waiting is replayed once the page is live.
    window.removeEventListener('click', rememberPress, true);
    window.removeEventListener('change', rememberChange, true);
    void appReady.then(replayEarlyInput);
  });
}

if (hydrationPlan() === 'hydrate-on-intent') {
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  window.addEventListener('click', rememberPress, true);
  window.addEventListener('change', rememberChange, true);
} else {
  start();
}
