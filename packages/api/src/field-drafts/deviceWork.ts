import { DRAFT_TTL_MS, hasDraft } from './draftStore.ts';
import { queuedSubmitCount } from './outboxStore.ts';

/**
 * True when the device holds work a server-rendered field form must show at once (issue 21,
 * issue 23): a draft under `draftKey` not older than `ttlMs` (the server rendered the form without
 * it), or any submit waiting in the device's queue (the app sends it when it loads). False when
 * there is none, and when IndexedDB cannot be read (private modes): the form is then what the
 * server rendered.
 */
export async function hasDeviceWork(
  draftKey: string,
  now = Date.now(),
  ttlMs = DRAFT_TTL_MS,
): Promise<boolean> {
  try {
    const [draft, queued] = await Promise.all([hasDraft(draftKey, now, ttlMs), queuedSubmitCount()]);
    return draft || queued > 0;
  } catch {
    return false;
  }
}
