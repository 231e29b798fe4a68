import { useCallback, useRef, useState } from 'react';
import { isOfflineFailure, newIdempotencyKey, type QueuedSubmit } from './submitQueue.ts';
import { useSubmitQueue } from './useSubmitQueue.ts';

/** What a queued submit stores: the link it belongs to and what to send. */
interface ScopedPayload<P> {
  scope: string;
  payload: P;
}

/** Where a screen's submit stands: null (nothing queued), queued, sending again, or sent. */
export type QueuedSubmitPhase = 'queued' | 'sending' | 'sent' | null;

/** Options of {@link useQueuedSubmit}. */
export interface QueuedSubmitOptions<P> {
  /** The queue kind (e.g. 'satisfaction-survey'); entries of a kind are sent by its screens. */
  kind: string;
  /** The link the submit belongs to (a `draftKeys` key): only its entries count as this screen's. */
  scope: string;
  /** Sends `payload` under `idempotencyKey` (the same on every try); rejects on failure. */
  send: (payload: P, idempotencyKey: string) => Promise<void>;
  /** Called once a queued submit of this link was sent (e.g. clear the draft, go on). */
  onSent?: (payload: P) => void;
}

/** What {@link useQueuedSubmit} gives the screen. */
export interface QueuedSubmitState<P> {
  /**
   * Sends `payload` now; when it cannot reach the server (offline, network failure, time-out) it
   * is queued on the device instead and 'queued' is answered. Other failures reject as before.
   */
  submit: (payload: P) => Promise<'sent' | 'queued'>;
  /** Where this link's submit stands (for `QueuedSubmitNotice`). */
  phase: QueuedSubmitPhase;
  /** Tries the queued submits now. */
  retry: () => void;
}

/**
 * A screen's submit that survives the connection (issue 23 'Nothing typed is lost'), built on the
 * service call report's queue ({@link useSubmitQueue}): each submission carries one
 * Idempotency-Key, kept for its retries; a submit that cannot reach the server is queued in
 * IndexedDB under that key and sent when the connection returns (backoff, `online` event), once:
 * the server answers a repeat of the key with its first answer. After a reload the queued entry of
 * the link is found again ('queued') and still sent.
 */
export function useQueuedSubmit<P>({
  kind,
  scope,
  send,
  onSent,
}: QueuedSubmitOptions<P>): QueuedSubmitState<P> {
  const [phase, setPhase] = useState<QueuedSubmitPhase>(null);
  const key = useRef<string>(newIdempotencyKey());
  const latest = useRef({ send, onSent, scope });
  latest.current = { send, onSent, scope };
  const mine = (entry: QueuedSubmit) => (entry.payload as ScopedPayload<P>).scope === latest.current.scope;

  const queue = useSubmitQueue({
    kind,
    counts: mine,
    send: (entry) => latest.current.send((entry.payload as ScopedPayload<P>).payload, entry.idempotencyKey),
    onFlushed: (result) => {
      const sent = result.sent.filter(mine);
      if (sent.length === 0) return;
      setPhase('sent');
      for (const entry of sent) latest.current.onSent?.((entry.payload as ScopedPayload<P>).payload);
    },
  });

  const submit = useCallback(
    async (payload: P) => {
      const idempotencyKey = key.current;
      try {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new TypeError('offline');
        await latest.current.send(payload, idempotencyKey);
      } catch (error) {
        if (!isOfflineFailure(error)) throw error;
        await queue.enqueue(
          { scope: latest.current.scope, payload } satisfies ScopedPayload<P>,
          idempotencyKey,
        );
        setPhase('queued');
        return 'queued' as const;
      }
      key.current = newIdempotencyKey();
      return 'sent' as const;
    },
    [queue],
  );

  const shown: QueuedSubmitPhase =
    phase === 'sent'
      ? 'sent'
      : phase === 'queued' || queue.pending > 0
        ? queue.isSending
          ? 'sending'
          : 'queued'
        : null;
  return { submit, phase: shown, retry: () => void queue.flush(true) };
}
