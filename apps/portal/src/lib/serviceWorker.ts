/**
 * Service worker registration (operations §4 'Update check': "A service worker also announces a new
 * version and asks to reload when activated"). The worker itself is generated at build time by
 * vite-plugin-pwa (Workbox): it precaches the hashed scripts, styles and fonts so repeat visits
 * start fast; pages are always fetched from the network (no navigation fallback), so role guards and
 * prerendered pages stay the server's.
 *
 * Registration is deferred until the page has loaded and the browser is idle, so it never competes
 * with the first paint. It uses the browser's own API (`navigator.serviceWorker`), not
 * workbox-window: the same steps without its 2.3 KB file (issue 21: every live route fetches one
 * file and 2.2 KB gzip less). When a new worker is installed and waiting behind the one in control,
 * the listeners receive an `apply` function: it posts `{ type: 'SKIP_WAITING' }` (the message the
 * generated worker activates on) and reloads once the new worker controls the page.
 */

/** Called when a new version's worker waits; `apply()` activates it and reloads. */
export type UpdateReadyListener = (apply: () => void) => void;

const listeners = new Set<UpdateReadyListener>();
let pendingApply: (() => void) | null = null;

/** Subscribes to "a new version is ready"; returns the unsubscribe function. Replays a pending one. */
export function onServiceWorkerUpdate(listener: UpdateReadyListener): () => void {
  listeners.add(listener);
  if (pendingApply) listener(pendingApply);
  return () => listeners.delete(listener);
}

function announce(apply: () => void) {
  pendingApply = apply;
  for (const listener of listeners) listener(apply);
}

/**
 * Announces `worker` once it is installed and waiting behind the worker in control (a first install
 * activates at once: there is nothing to update then).
 */
function announceWhenWaiting(
  container: ServiceWorkerContainer,
  worker: ServiceWorker | null,
  reload: () => void,
) {
  if (!worker) return;
  const offer = () => {
    if (!container.controller) return;
    announce(() => {
      let reloading = false;
      container.addEventListener('controllerchange', () => {
        if (reloading) return;
        reloading = true;
        reload();
      });
      worker.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  if (worker.state === 'installed') {
    offer();
    return;
  }
  worker.addEventListener('statechange', function onStateChange() {
    if (worker.state !== 'installed') return;
    worker.removeEventListener('statechange', onStateChange);
    offer();
  });
}

/**
 * Registers `/sw.js` (scope `/`) with `container` and announces a new version to
 * {@link onServiceWorkerUpdate}'s listeners: one already waiting at registration, or one that
 * installs later (the browser checks on navigation and every 24 h) while a worker controls the
 * page. Applying it posts `{ type: 'SKIP_WAITING' }` to that worker and calls `reload` once it
 * controls the page. A failed registration is logged and otherwise ignored (the portal works
 * without it). {@link registerServiceWorker} calls it with the browser's own container.
 */
export async function registerWorker(container: ServiceWorkerContainer, reload: () => void): Promise<void> {
  try {
    const registration = await container.register('/sw.js', { scope: '/' });
    announceWhenWaiting(container, registration.waiting, reload);
    registration.addEventListener('updatefound', () =>
      announceWhenWaiting(container, registration.installing, reload),
    );
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}

/** Whether {@link registerServiceWorker} has run in this page. */
let registering = false;

/**
 * Registers `/sw.js` after load and idle ({@link registerWorker}), in production builds with
 * service-worker support only; once per page (boot.ts calls it too on a server-rendered field form
 * whose app has not loaded, so the link works offline once opened, issue 23).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (registering) return;
  registering = true;
  const register = () => registerWorker(navigator.serviceWorker, () => window.location.reload());
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => void register())
      : setTimeout(() => void register(), 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
