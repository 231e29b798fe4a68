import { useCallback, useEffect, useRef, useState } from 'react';
import {
  enqueueSubmit,
  flushSubmits,
  queuedSubmits,
  type FlushResult,
  type QueuedSubmit,
} from './submitQueue.ts';

/** Options of {@link useSubmitQueue}. */
export interface SubmitQueueOptions {
  /** Only entries of this kind are this screen's (others are left for their own screens). */
  kind: string;
  /** Sends one queued submit; throw to retry (offline, 5xx) or to drop it (other 4xx). */
  send: (entry: QueuedSubmit) => Promise<void>;
  /** Called after a flush that sent or dropped something. */
  onFlushed?: (result: FlushResult) => void;
  /** How often due entries are retried while the page is open, in ms (default 5000). */
  pollMs?: number;
  /** Which entries `pending` counts (default: every entry of `kind`), e.g. one link's. */
  counts?: (entry: QueuedSubmit) => boolean;
}

/** The queue as a screen shows it. */
export interface SubmitQueueState {
  /** How many of this kind wait on the device. */
  pending: number;
  /** A flush is running. */
  isSending: boolean;
  /** Tries the due entries now (`force`: also those waiting out a backoff). */
  flush: (force?: boolean) => Promise<void>;
  /** Queues a submit of this screen's kind under `idempotencyKey` (kept across reloads). */
  enqueue: (payload: unknown, idempotencyKey: string) => Promise<void>;
}

/**
 * Sends a screen's queued submits (issue 23 'Nothing typed is lost'): on mount, when the browser
 * comes back online (every entry, backoff or not) and every `pollMs` for due entries (exponential
 * backoff after failures). One flush runs at a time, so each entry is sent once per try; one asked
 * for meanwhile (or a submit queued meanwhile) runs right after it. The server's Idempotency-Key
 * makes a repeated try harmless.
 */
export function useSubmitQueue({
  kind,
  send,
  onFlushed,
  pollMs = 5_000,
  counts,
}: SubmitQueueOptions): SubmitQueueState {
  const [pending, setPending] = useState(0);
  const [isSending, setSending] = useState(false);
  const running = useRef(false);
  // IndexedDB work outlives an unmount (the page left, a test ended): its results are dropped then.
  const mounted = useRef(false);
  const latest = useRef({ send, onFlushed, counts });
  latest.current = { send, onFlushed, counts };

  const count = useCallback(async () => {
    const all = await queuedSubmits().catch(() => []);
    const counted = latest.current.counts ?? (() => true);
    if (!mounted.current) return;
    setPending(all.filter((entry) => entry.kind === kind && counted(entry)).length);
  }, [kind]);

  // A flush asked for while one runs (the `online` event, a submit queued meanwhile): run after it.
  const again = useRef<{ force: boolean } | null>(null);

  const flush = useCallback(
    async (force = false): Promise<void> => {
      if (running.current) {
        again.current = { force: force || (again.current?.force ?? false) };
        return;
      }
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
      running.current = true;
      setSending(true);
      let result: FlushResult | undefined;
      try {
        result = await flushSubmits((entry) => latest.current.send(entry), { force, kind }).catch(
          () => undefined,
        );
        if (result && (result.sent.length > 0 || result.failed.length > 0))
          latest.current.onFlushed?.(result);
      } finally {
        running.current = false;
        if (mounted.current) setSending(false);
        await count();
      }
      const next = again.current;
      again.current = null;
      if (!mounted.current) return;
      // A version queued while its older one was sent is due now: send it too.
      if (next || (result?.replaced.length ?? 0) > 0) await flush(next?.force ?? false);
    },
    [count, kind],
  );

  useEffect(() => {
    mounted.current = true;
    void count().then(() => (mounted.current ? flush() : undefined));
    const online = () => void flush(true);
    window.addEventListener('online', online);
    const timer = setInterval(() => void flush(), pollMs);
    return () => {
      window.removeEventListener('online', online);
      clearInterval(timer);
      mounted.current = false;
    };
  }, [count, flush, pollMs]);

  const enqueue = useCallback(
    async (payload: unknown, idempotencyKey: string) => {
      await enqueueSubmit(kind, payload, idempotencyKey);
      // Queued while a flush runs (the connection just came back): that flush may have read the
      // queue before it, so another one follows.
      if (running.current) again.current = { force: again.current?.force ?? false };
      await count();
    },
    [count, kind],
  );

  return { pending, isSending, flush, enqueue };
}
