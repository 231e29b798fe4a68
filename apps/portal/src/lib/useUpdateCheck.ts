import { useAppVersion } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { useCallback, useEffect, useState } from 'react';
import { env } from '../config/env.ts';
import { applyUpdate, shouldPromptUpdate, type ApplyUpdateEffects } from './updateCheck.ts';
import { onServiceWorkerUpdate } from './serviceWorker.ts';

/** How often the served version is checked again, in ms (5 minutes). */
export const UPDATE_CHECK_INTERVAL_MS = 300_000;

/** Options of {@link useUpdateCheck} (tests replace the browser's effects). */
export interface UpdateCheckOptions {
  /** The running build's version. Default `env.version` (`__APP_VERSION__`). */
  runningVersion?: string;
  /** Effects of the reload (caches, navigation, clock); acknowledging always goes to storage. */
  effects?: Omit<ApplyUpdateEffects, 'acknowledge'>;
}

/** What {@link useUpdateCheck} returns: the props of the forms `UpdatePrompt`. */
export interface UpdateCheck {
  /** True while the user should be asked to reload. */
  isOpen: boolean;
  /** The served version to reload to; undefined when only the service worker announced one. */
  version: string | undefined;
  /** 'Reload': applies the update (see {@link useUpdateCheck}). */
  onConfirm: () => Promise<void>;
  /** The prompt closed: not asked again for the same version until the next page load. */
  onClose: () => void;
}

/**
 * The update check of operations §4: reads GET /meta.json now and every 5 minutes
 * (`useAppVersion`); when the served version is newer than the running one and not acknowledged
 * (`storage.get('acknowledgedVersion')`, `shouldPromptUpdate`), or when a new service worker waits
 * (`onServiceWorkerUpdate`), the prompt opens. Confirming a served version runs `applyUpdate`
 * (clears caches, stores `acknowledgedVersion`, reloads with `?t=<now>`); confirming a waiting
 * worker only announced by the service worker activates it (which reloads). A failed check is
 * logged and treated as up to date. Must sit inside the SWR configuration and `ApiProvider`.
 */
export function useUpdateCheck({
  runningVersion = env.version,
  effects,
}: UpdateCheckOptions = {}): UpdateCheck {
  const { data, error } = useAppVersion({ refreshInterval: UPDATE_CHECK_INTERVAL_MS });
  const [closedVersion, setClosedVersion] = useState<string | null>(null);
  const [workerApply, setWorkerApply] = useState<(() => void) | null>(null);
  const [workerClosed, setWorkerClosed] = useState(false);

  useEffect(() => {
    if (error) console.error('The update check failed; treating the portal as up to date', error);
  }, [error]);

  useEffect(() => onServiceWorkerUpdate((apply) => setWorkerApply(() => apply)), []);

  const served = error ? undefined : data?.version;
  const versionPrompt =
    served !== undefined &&
    served !== closedVersion &&
    shouldPromptUpdate({ served, running: runningVersion, acknowledged: storage.get('acknowledgedVersion') });
  const workerPrompt = workerApply !== null && !workerClosed;

  const onConfirm = useCallback(async () => {
    if (versionPrompt && served !== undefined) {
      await applyUpdate(served, {
        ...effects,
        acknowledge: (version) => storage.set('acknowledgedVersion', version),
      });
    } else {
      workerApply?.();
    }
  }, [versionPrompt, served, effects, workerApply]);

  const onClose = useCallback(() => {
    if (served !== undefined) setClosedVersion(served);
    setWorkerClosed(true);
  }, [served]);

  return {
    isOpen: versionPrompt || workerPrompt,
    version: versionPrompt ? served : undefined,
    onConfirm,
    onClose,
  };
}
