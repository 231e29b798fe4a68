import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../client/ApiError.ts';
import { enqueueSubmit, queuedSubmits } from './submitQueue.ts';
import { useQueuedSubmit } from './useQueuedSubmit.ts';

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
