import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { enqueueSubmit, flushSubmits, queuedSubmits, type QueuedSubmit } from './submitQueue.ts';
import { useQueuedSubmit } from './useQueuedSubmit.ts';
import { useSubmitQueue } from './useSubmitQueue.ts';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

describe('useQueuedSubmit (issue 23: the other field forms reuse the report queue)', () => {
  afterEach(() => {
    setOnline(true);
  });

  it('sends at once when online, with a fresh Idempotency-Key per submission', async () => {
    const send = vi.fn(async (_payload: { n: number }, _key: string) => undefined);
    const { result } = renderHook(() => useQueuedSubmit({ kind: 'survey-a', scope: 'link-a', send }));
    await act(async () => expect(await result.current.submit({ n: 1 })).toBe('sent'));
    await act(async () => expect(await result.current.submit({ n: 2 })).toBe('sent'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[0]![1]).not.toBe(send.mock.calls[1]![1]);
    expect(result.current.phase).toBeNull();
  });

  it('queues an offline submit, says it will be sent, and sends it once under the same key when online', async () => {
    setOnline(false);
    const sent: [{ n: number }, string][] = [];
    const onSent = vi.fn();
    const send = vi.fn(async (payload: { n: number }, key: string) => {
      sent.push([payload, key]);
    });
    const { result } = renderHook(() => useQueuedSubmit({ kind: 'survey-b', scope: 'link-b', send, onSent }));
    await act(async () => expect(await result.current.submit({ n: 7 })).toBe('queued'));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.phase).toBe('queued');
    const [entry] = (await queuedSubmits()).filter((item) => item.kind === 'survey-b');
    expect(entry?.payload).toEqual({ scope: 'link-b', payload: { n: 7 } });

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(result.current.phase).toBe('sent'));
    expect(sent).toEqual([[{ n: 7 }, entry!.idempotencyKey]]);
    expect(onSent).toHaveBeenCalledWith({ n: 7 });
    expect((await queuedSubmits()).filter((item) => item.kind === 'survey-b')).toEqual([]);
  });

  it('queues a network failure too, but a 4xx rejects and keeps nothing queued', async () => {
    let failure: unknown = new ApiError({ kind: 'network', message: 'Failed to fetch' });
    const send = vi.fn(async () => {
      throw failure;
    });
    const { result } = renderHook(() => useQueuedSubmit({ kind: 'survey-c', scope: 'link-c', send }));
    await act(async () => expect(await result.current.submit({})).toBe('queued'));
    failure = new ApiError({ kind: 'http', status: 400, message: 'Please fill the field!' });
    const other = renderHook(() => useQueuedSubmit({ kind: 'survey-d', scope: 'link-d', send }));
    await act(async () => {
      await expect(other.result.current.submit({})).rejects.toBe(failure);
    });
    expect((await queuedSubmits()).filter((item) => item.kind === 'survey-d')).toEqual([]);
  });

  it('leaves a queued submit for the next screen when the screen is left before the queue is read', async () => {
    await enqueueSubmit('survey-e', { scope: 'link-e', payload: { n: 5 } }, 'key-eeeeeeee');
    const send = vi.fn(async (_payload: { n: number }, _key: string) => undefined);
    const first = renderHook(() => useQueuedSubmit({ kind: 'survey-e', scope: 'link-e', send }));
    first.unmount();
    // The unmounted screen's read of the queue settles: it sends nothing and updates no state.
    await act(async () => {
      await queuedSubmits();
      await queuedSubmits();
    });
    expect(send).not.toHaveBeenCalled();
    expect((await queuedSubmits()).filter((item) => item.kind === 'survey-e')).toHaveLength(1);

    const next = renderHook(() => useQueuedSubmit({ kind: 'survey-e', scope: 'link-e', send }));
    await vi.waitFor(() => expect(send).toHaveBeenCalledWith({ n: 5 }, 'key-eeeeeeee'));
    await vi.waitFor(async () =>
      expect((await queuedSubmits()).filter((item) => item.kind === 'survey-e')).toEqual([]),
    );
    next.unmount();
  });
});

/** A send that waits until `release()` is called, recording what it was given. */
function heldSend() {
  const calls: QueuedSubmit[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const send = vi.fn(async (entry: QueuedSubmit) => {
    calls.push(entry);
    if (calls.length === 1) await held;
  });
  return { calls, send, release: () => release() };
}

describe('the submit queue while the connection comes back (issue 23: sent once, nothing lost)', () => {
  afterEach(() => {
    setOnline(true);
  });

  it('keeps a newer version queued under the same key while its older one is being sent', async () => {
    await enqueueSubmit('report-a', { step: 1 }, 'key-aaaaaaaa');
    const { calls, send, release } = heldSend();
    const flushing = flushSubmits(send, { kind: 'report-a' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    // Step 2 is added to the same entry while step 1 is on the wire.
    await enqueueSubmit('report-a', { step: 1, feedback: 'Excellent' }, 'key-aaaaaaaa');
    release();
    const first = await flushing;
    expect(first.sent.map((entry) => entry.payload)).toEqual([{ step: 1 }]);
    expect(first.replaced.map((entry) => entry.payload)).toEqual([{ step: 1 }]);
    const [kept] = (await queuedSubmits()).filter((entry) => entry.kind === 'report-a');
    expect(kept?.payload).toEqual({ step: 1, feedback: 'Excellent' });

    const second = await flushSubmits(send, { kind: 'report-a' });
    expect(second.sent.map((entry) => entry.payload)).toEqual([{ step: 1, feedback: 'Excellent' }]);
    expect(second.replaced).toEqual([]);
    expect((await queuedSubmits()).filter((entry) => entry.kind === 'report-a')).toEqual([]);
  });

  it('a submit queued while the returning connection is flushing is sent right after, under its key', async () => {
    setOnline(false);
    const { calls, send, release } = heldSend();
    const onFlushed = vi.fn();
    const { result, unmount } = renderHook(() => useSubmitQueue({ kind: 'report-b', send, onFlushed }));
    await act(async () => result.current.enqueue({ step: 1 }, 'key-bbbbbbbb'));
    expect(result.current.pending).toBe(1);

    setOnline(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => result.current.enqueue({ step: 1, feedback: 'Excellent' }, 'key-bbbbbbbb'));
    await act(async () => release());

    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((entry) => [entry.payload, entry.idempotencyKey])).toEqual([
      [{ step: 1 }, 'key-bbbbbbbb'],
      [{ step: 1, feedback: 'Excellent' }, 'key-bbbbbbbb'],
    ]);
    await vi.waitFor(() => expect(result.current.pending).toBe(0));
    expect(onFlushed).toHaveBeenLastCalledWith(
      expect.objectContaining({
        sent: [expect.objectContaining({ payload: { step: 1, feedback: 'Excellent' } })],
      }),
    );
    unmount();
  });

  it('the online event during a running flush retries the entries waiting out a backoff too', async () => {
    await enqueueSubmit('report-c', { n: 1 }, 'key-cccccccc');
    // Tried before and waiting out its backoff: only a forced flush (the online event) sends it now.
    await enqueueSubmit('report-c', { n: 2 }, 'key-dddddddd', Date.now() + 60_000);
    const { calls, send, release } = heldSend();
    const { result, unmount } = renderHook(() => useSubmitQueue({ kind: 'report-c', send }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    await act(async () => release());
    await vi.waitFor(() => expect(calls.map((entry) => entry.payload)).toEqual([{ n: 1 }, { n: 2 }]));
    await vi.waitFor(() => expect(result.current.pending).toBe(0));
    unmount();
  });
});
