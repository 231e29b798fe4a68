import { entries, set } from 'idb-keyval';
import { isApiError } from '../client/ApiError.ts';
import { decodeDraft, encodeDraft } from './draftStore.ts';
import { outbox } from './outboxStore.ts';

export { queuedSubmitCount } from './outboxStore.ts';

/**
 * A submit waiting on the device for the connection (issue 23): what to send (`payload`, Blobs
 * kept as data URLs), its idempotency key, how often it was tried and when to try next (ms).
 */
export interface QueuedSubmit<P = unknown> {
  id: string;
  /** What kind of submit this is (e.g. 'service-call-report'); the sender dispatches on it. */
  kind: string;
  payload: P;
  /** Sent as `Idempotency-Key`, the same on every try, so the server stores it once. */
  idempotencyKey: string;
  attempts: number;
  /** Epoch ms of the next try. */
  nextAttemptAt: number;
  queuedAt: number;
  /**
   * Which version of the entry this is: a new one for every enqueue under the same key, so a flush
   * that sent an older version leaves the newer one queued (e.g. step 2 added while step 1 was sent).
   */
  revision?: string;
}

/** Retry delays: 2 s doubling to at most 5 minutes. */
export const QUEUE_BACKOFF = { baseMs: 2_000, maxMs: 5 * 60_000 } as const;

/** The wait before try number `attempts + 1` (exponential backoff, capped). */
export const backoffMs = (attempts: number) =>
  Math.min(QUEUE_BACKOFF.maxMs, QUEUE_BACKOFF.baseMs * 2 ** Math.max(0, attempts - 1));

const queue = outbox;

/** A random id (UUID v4 where the platform has it). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** True when `error` means the request never reached the server: offline, network failure or time-out. */
export function isOfflineFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (isApiError(error)) return error.kind === 'network' || error.kind === 'timeout';
  return error instanceof TypeError;
}

/** True when a failed try is worth repeating: offline, network, time-out, 408, 429 and 5xx. */
function isRetryable(error: unknown): boolean {
  if (isOfflineFailure(error)) return true;
  if (isApiError(error) && error.kind === 'http') {
    const status = error.status ?? 0;
    return status === 408 || status === 429 || status >= 500;
  }
  return false;
}

/** Puts a submit in the device's queue; returns the stored entry. */
export async function enqueueSubmit<P>(
  kind: string,
  payload: P,
  idempotencyKey: string,
  now = Date.now(),
): Promise<QueuedSubmit<P>> {
  const entry: QueuedSubmit<P> = {
    id: idempotencyKey,
    kind,
    payload,
    idempotencyKey,
    attempts: 0,
    nextAttemptAt: now,
    queuedAt: now,
    revision: newIdempotencyKey(),
  };
  await set(entry.id, { ...entry, payload: await encodeDraft(payload) }, queue());
  return entry;
}

/** Every queued submit (payloads decoded), oldest first. */
export async function queuedSubmits(): Promise<QueuedSubmit[]> {
  const rows = await entries<IDBValidKey, QueuedSubmit>(queue());
  return rows
    .map(([, entry]) => ({ ...entry, payload: decodeDraft(entry.payload) }))
    .sort((a, b) => a.queuedAt - b.queuedAt);
}

/**
 * Deletes the stored entry (`next` undefined) or replaces it with `next`, in one transaction and
 * only while it is still the version `entry` that was read; false when it was replaced meanwhile.
 */
function settle(entry: QueuedSubmit, next?: unknown): Promise<boolean> {
  return queue()(
    'readwrite',
    (store) =>
      new Promise<boolean>((resolve, reject) => {
        let changed = false;
        const read = store.get(entry.id);
        read.onsuccess = () => {
          const stored = read.result as QueuedSubmit | undefined;
          if (stored === undefined || stored.revision !== entry.revision) return;
          changed = true;
          if (next === undefined) store.delete(entry.id);
          else store.put(next, entry.id);
        };
        store.transaction.oncomplete = () => resolve(changed);
        store.transaction.onabort = store.transaction.onerror = () => reject(store.transaction.error);
      }),
  );
}

/** What one flush did. */
export interface FlushResult {
  sent: QueuedSubmit[];
  /** Dropped for good: the server refused them (a 4xx other than 408/429). */
  failed: { entry: QueuedSubmit; error: unknown }[];
  /** Still queued (their next try is later). */
  waiting: QueuedSubmit[];
  /** Queued again under the same key while being sent (a newer version): still due. */
  replaced: QueuedSubmit[];
}

/**
 * Sends the queued submits that are due, one at a time, oldest first, with `send`. A sent entry
 * leaves the queue (unless it was queued again under its key meanwhile: the newer version stays,
 * due, and is listed in `replaced`); an offline, network, time-out, 408, 429 or 5xx failure keeps it and moves its
 * next try back ({@link backoffMs}); any other failure drops it and is reported in `failed`.
 * Entries not yet due are left alone unless `force` (e.g. the `online` event); with `kind`, only
 * entries of that kind are looked at.
 */
export async function flushSubmits(
  send: (entry: QueuedSubmit) => Promise<void>,
  { now = Date.now(), force = false, kind }: { now?: number; force?: boolean; kind?: string } = {},
): Promise<FlushResult> {
  const result: FlushResult = { sent: [], failed: [], waiting: [], replaced: [] };
  for (const entry of await queuedSubmits()) {
    if (kind !== undefined && entry.kind !== kind) continue;
    if (!force && entry.nextAttemptAt > now) {
      result.waiting.push(entry);
      continue;
    }
    try {
      await send(entry);
      result.sent.push(entry);
      if (!(await settle(entry))) result.replaced.push(entry);
    } catch (error) {
      if (isRetryable(error)) {
        const attempts = entry.attempts + 1;
        const next = { ...entry, attempts, nextAttemptAt: now + backoffMs(attempts) };
        const stored = { ...next, payload: await encodeDraft(entry.payload) };
        if (await settle(entry, stored)) result.waiting.push(next);
        else result.replaced.push(entry);
      } else {
        result.failed.push({ entry, error });
        if (!(await settle(entry))) result.replaced.push(entry);
      }
    }
  }
  return result;
}
