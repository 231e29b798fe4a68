/**
 * The update check of operations §4 'Update check': compare the served version (GET /meta.json)
 * with the running build, ask the user to reload when it is newer and not yet acknowledged, and on
 * confirm clear caches, remember the acknowledged version and reload with a timestamp parameter.
 * Pure functions plus one effectful `applyUpdate` whose effects are injectable for tests.
 */

/**
 * Compares two dotted versions numerically ('1.10.0' > '1.9.2'); a part that is not a number
 * compares as 0, and missing parts as 0 ('1.3' = '1.3.0').
 * @returns a negative number when `a` is older, 0 when equal, positive when newer.
 */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) =>
    version
      .trim()
      .replace(/^v/i, '')
      .split(/[.+-]/)
      .slice(0, 3)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < 3; index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** What {@link shouldPromptUpdate} compares. */
export interface VersionState {
  /** The version the server serves now (from /meta.json). */
  served: string;
  /** The version of the running build (`__APP_VERSION__`). */
  running: string;
  /** The last version the user agreed to reload to (`acknowledgedVersion` in storage), or null. */
  acknowledged: string | null;
}

/**
 * True when the served version is newer than the running one and the user has not already
 * acknowledged it (so a reload that still serves old files from a cache does not prompt forever).
 * Spec: operations §4 'Update check'.
 */
export function shouldPromptUpdate({ served, running, acknowledged }: VersionState): boolean {
  return compareVersions(served, running) > 0 && acknowledged !== served;
}

/** Effects of {@link applyUpdate}; the defaults are the browser's. */
export interface ApplyUpdateEffects {
  /** The Cache Storage to empty (service-worker caches); default `globalThis.caches` if any. */
  caches?: Pick<CacheStorage, 'keys' | 'delete'>;
  /** Stores the acknowledged version (the app passes `storage.set('acknowledgedVersion', v)`). */
  acknowledge: (version: string) => void;
  /** The current URL; default `window.location.href`. */
  currentUrl?: string;
  /** Navigates (default `window.location.replace`). */
  replace?: (url: string) => void;
  /** The reload timestamp in ms; default `Date.now()`. */
  now?: () => number;
}

/**
 * Reloads to the new version: deletes every Cache Storage entry (a failure there is logged and the
 * reload still happens), stores `version` as acknowledged, and replaces the page with the same URL
 * carrying `t=<now>` so no HTTP cache answers it. Spec: operations §4 'Update check'.
 */
export async function applyUpdate(version: string, effects: ApplyUpdateEffects): Promise<void> {
  const cacheStorage = effects.caches ?? (typeof caches === 'undefined' ? undefined : caches);
  try {
    if (cacheStorage) {
      const names = await cacheStorage.keys();
      await Promise.all(names.map((name) => cacheStorage.delete(name)));
    }
  } catch (error) {
    console.error('Clearing caches before the update failed', error);
  }
  effects.acknowledge(version);
  const url = new URL(effects.currentUrl ?? window.location.href);
  url.searchParams.set('t', String((effects.now ?? Date.now)()));
  (effects.replace ?? ((next: string) => window.location.replace(next)))(url.href);
}
