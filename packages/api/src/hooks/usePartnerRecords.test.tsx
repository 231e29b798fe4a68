import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/createApiClient.ts';
import type { ListResponse } from '../resources/lists.ts';
import type { KycQueueItem, KycReview } from '../resources/partnerRecords.ts';
import { wrapperFor } from '../test/hookWrapper.tsx';
import { useDecideKyc, useKycQueue } from './usePartnerRecords.ts';

const item = (uuid: string) => ({ uuid, name: `Partner ${uuid}`, kycStatus: 'pending' }) as KycQueueItem;

describe('useDecideKyc', () => {
  it('takes a decided KYC out of the cached queue at once, so a queue opened before its re-read answers never lists it', async () => {
    let reads = 0;
    let answerReRead: (() => void) | undefined;
    const list = vi.fn(async (): Promise<ListResponse<KycQueueItem>> => {
      reads += 1;
      if (reads === 1) return { status: 200, results: [item('a'), item('b')], count: 2 };
      // The re-read after the decision is slow (a busy server).
      await new Promise<void>((resolve) => {
        answerReRead = resolve;
      });
      return { status: 200, results: [item('b'), item('c')], count: 2 };
    });
    const decide = vi.fn(async (uuid: string) => ({
      message: 'KYC verified.',
      record: { uuid, name: `Partner ${uuid}`, kycStatus: 'verified' } as unknown as KycReview,
    }));
    const kycVerification = { list, decide } as unknown as ApiClient['kycVerification'];
    const { result, rerender } = renderHook(
      ({ onQueue }: { onQueue: boolean }) => ({
        queue: useKycQueue(onQueue ? {} : null),
        decide: useDecideKyc(),
      }),
      { wrapper: wrapperFor({ kycVerification }), initialProps: { onQueue: true } },
    );
    await waitFor(() => expect(result.current.queue.data?.count).toBe(2));

    // The verifier opens KYC 'a' (the queue is not on screen), approves it, and goes back.
    rerender({ onQueue: false });
    await act(() => result.current.decide.trigger({ uuid: 'a', decision: 'verified' }));
    expect(decide).toHaveBeenCalledWith('a', { decision: 'verified' });
    rerender({ onQueue: true });
    expect(result.current.queue.data?.results.map((row) => row.uuid)).toEqual(['b']);
    expect(result.current.queue.data?.count).toBe(1);

    // The re-read's answer replaces it.
    await waitFor(() => expect(answerReRead).toBeDefined());
    act(() => answerReRead?.());
    await waitFor(() =>
      expect(result.current.queue.data?.results.map((row) => row.uuid)).toEqual(['b', 'c']),
    );
  });
});
