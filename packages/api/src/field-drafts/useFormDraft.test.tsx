import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_TTL_MS, deleteDraft, draftKeys, loadDraft, saveDraft } from './draftStore.ts';
import { backoffMs, enqueueSubmit, flushSubmits, queuedSubmits } from './submitQueue.ts';
import { hasDeviceWork } from './deviceWork.ts';
import { useFormDraft } from './useFormDraft.ts';

const KEY = draftKeys.serviceCallReport('ticket-1', 'link-1');

describe('useFormDraft', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes typed values after the pause only, and a new mount restores them', async () => {
    const { result, unmount } = renderHook(() => useFormDraft<{ name: string }>(KEY, { delayMs: 500 }));
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.draft).toBeUndefined();

    act(() => result.current.save({ name: 'Ra' }));
    act(() => result.current.save({ name: 'Ravi' }));
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(await loadDraft(KEY)).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await vi.waitFor(async () => expect((await loadDraft(KEY))?.values).toEqual({ name: 'Ravi' }));
    unmount();

    const again = renderHook(() => useFormDraft<{ name: string }>(KEY));
    await vi.waitFor(() => expect(again.result.current.status).toBe('ready'));
    expect(again.result.current.draft).toEqual({ name: 'Ravi' });
    expect(again.result.current.generation).toBe(0);

    await act(() => again.result.current.discard());
    expect(again.result.current.draft).toBeUndefined();
    expect(again.result.current.generation).toBe(1);
    expect(await loadDraft(KEY)).toBeUndefined();
  });

  it('keeps a signature Blob through the device store (as a data URL)', async () => {
    const signature = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await saveDraft(KEY, { signature, note: 'x' });
    const { result } = renderHook(() => useFormDraft<{ signature: Blob; note: string }>(KEY));
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    const restored = result.current.draft!.signature;
    expect(restored).toBeInstanceOf(Blob);
    expect(restored.type).toBe('image/png');
    expect(new Uint8Array(await restored.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    await act(() => result.current.clear());
  });

  it('a clear() while a write is under way (a signature being encoded) leaves no draft behind', async () => {
    const { result } = renderHook(() =>
      useFormDraft<{ signature: Blob; note: string }>(KEY, { delayMs: 500 }),
    );
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    const signature = new Blob([new Uint8Array(256 * 1024)], { type: 'image/png' });
    act(() => result.current.save({ signature, note: 'sent' }));
    // The pause ends: the write starts encoding the signature; the report is sent meanwhile.
    await act(() => vi.advanceTimersByTimeAsync(500));
    await act(() => result.current.clear());
    expect(await loadDraft(KEY)).toBeUndefined();
  });

  it('forgets a draft older than 7 days', async () => {
    const now = Date.parse('2026-11-26T00:00:00Z');
    await saveDraft(KEY, { name: 'old' }, now - DRAFT_TTL_MS - 1);
    const { result } = renderHook(() => useFormDraft<{ name: string }>(KEY, { now: () => now }));
    await vi.waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.draft).toBeUndefined();
    expect(await loadDraft(KEY, now - DRAFT_TTL_MS)).toBeUndefined();
  });

  it('a form the server rendered without a draft starts ready, and stays so when the device has none', async () => {
    const { result } = renderHook(() => useFormDraft<{ name: string }>(KEY, { assumeNone: true }));
    expect(result.current.status).toBe('ready');
    expect(result.current.draft).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current.status).toBe('ready');
    expect(result.current.generation).toBe(0);
  });

  it('a draft found after all (another tab) is restored into a remounted form', async () => {
    await saveDraft(KEY, { name: 'from the other tab' });
    const { result } = renderHook(() => useFormDraft<{ name: string }>(KEY, { assumeNone: true }));
    expect(result.current.status).toBe('ready');
    await vi.waitFor(() => expect(result.current.draft).toEqual({ name: 'from the other tab' }));
    expect(result.current.generation).toBe(1);
    await act(() => result.current.clear());
  });

  it('keeps nothing without a key', async () => {
    const { result } = renderHook(() => useFormDraft<{ name: string }>(null));
    expect(result.current.status).toBe('ready');
    act(() => result.current.save({ name: 'x' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.draft).toBeUndefined();
  });
});

describe('hasDeviceWork', () => {
  it('is true for a fresh draft of the link or any queued submit, false otherwise', async () => {
    const now = Date.parse('2026-11-27T06:00:00Z');
    expect(await hasDeviceWork(KEY, now)).toBe(false);
    await saveDraft(KEY, { name: 'x' }, now - DRAFT_TTL_MS - 1);
    expect(await hasDeviceWork(KEY, now)).toBe(false);
    await saveDraft(KEY, { name: 'x' }, now - 1000);
    expect(await hasDeviceWork(KEY, now)).toBe(true);
    expect(await hasDeviceWork(draftKeys.satisfactionSurvey('other'), now)).toBe(false);
    await enqueueSubmit('satisfaction-survey', { ticket: 'other' }, 'key-cccccccc', now);
    expect(await hasDeviceWork(draftKeys.satisfactionSurvey('other'), now)).toBe(true);
    await flushSubmits(async () => undefined, { now });
    expect(await hasDeviceWork(draftKeys.satisfactionSurvey('other'), now)).toBe(false);
    await act(() => deleteDraft(KEY));
  });
});

describe('submit queue', () => {
  it('retries offline failures with backoff, sends once, and drops refused submits', async () => {
    const now = 1_000_000;
    await enqueueSubmit('service-call-report', { step: 1 }, 'key-aaaaaaaa', now);
    await enqueueSubmit('service-call-report', { step: 2 }, 'key-bbbbbbbb', now + 1);
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const first = await flushSubmits(offline, { now: now + 1 });
    expect(offline).toHaveBeenCalledTimes(2);
    expect(first.waiting).toHaveLength(2);
    expect(first.waiting[0]!.nextAttemptAt).toBe(now + 1 + backoffMs(1));
    // Not due yet: nothing is tried.
    offline.mockClear();
    await flushSubmits(offline, { now: now + 10 });
    expect(offline).not.toHaveBeenCalled();

    const sent: string[] = [];
    const refused = Object.assign(new Error('Bad'), { name: 'ApiError', kind: 'http', status: 422 });
    const result = await flushSubmits(
      async (entry) => {
        if ((entry.payload as { step: number }).step === 2) throw refused;
        sent.push(entry.idempotencyKey);
      },
      { now: now + 1 + backoffMs(1) },
    );
    expect(sent).toEqual(['key-aaaaaaaa']);
    expect(result.failed).toHaveLength(1);
    expect(await queuedSubmits()).toEqual([]);
    expect(backoffMs(1)).toBe(2_000);
    expect(backoffMs(20)).toBe(300_000);
  });
});
