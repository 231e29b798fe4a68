/**
 * Service worker registration (operations §4 'Update check': "A service worker also announces a new
 * version and asks to reload when activated"). The worker itself is generated at build time by
 * vite-plugin-pwa (Workbox): it precaches the hashed scripts, styles and fonts so repeat visits
 * start fast; pages are always fetched from the network (no navigation fallback), so role guards and
 * prerendered pages stay the server's.
 *
 * Registration is deferred until the page has loaded and the browser is idle, so workbox-window
 * never competes with the first paint. When a new worker is installed and waiting, the listeners
 * receive an `apply` function: it activates the waiting worker and reloads once it controls the page.
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
 * Registers `/sw.js` after load and idle, in production builds with service-worker support only.
 * A failed registration is logged and otherwise ignored (the portal works without it).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = async () => {
    try {
      const { Workbox } = await import('workbox-window');
      const workbox = new Workbox('/sw.js', { scope: '/' });
      workbox.addEventListener('waiting', () => {
        announce(() => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        });
      });
      await workbox.register();
    } catch (error) {
      console.error('Service worker registration failed', error);
    }
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => void register())
      : setTimeout(register, 1);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
