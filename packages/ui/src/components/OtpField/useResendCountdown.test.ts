import { act, renderHook } from '@testing-library/react';
import { useResendCountdown } from './useResendCountdown';

describe('useResendCountdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down from 60 seconds, once a second, to 0 and stops', () => {
    const { result } = renderHook(() => useResendCountdown());
    expect(result.current.secondsLeft).toBe(60);
    expect(result.current.isCounting).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.secondsLeft).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.secondsLeft).toBe(0);
    expect(result.current.isCounting).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the wait on demand', () => {
    const { result } = renderHook(() => useResendCountdown({ seconds: 5 }));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.secondsLeft).toBe(0);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(5);
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.secondsLeft).toBe(3);
  });

  it('can wait to be started', () => {
    const { result } = renderHook(() => useResendCountdown({ seconds: 10, startOnMount: false }));
    expect(result.current.secondsLeft).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    act(() => result.current.restart());
    expect(result.current.secondsLeft).toBe(10);
  });

  it('ends on time even when ticks are delayed (deadline based)', () => {
    const { result } = renderHook(() => useResendCountdown({ seconds: 60 }));
    // A background tab may run the interval late: the clock moves on regardless.
    act(() => {
      vi.setSystemTime(Date.now() + 45_500);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.secondsLeft).toBe(14);
  });

  it('clears its timer on unmount', () => {
    const { unmount } = renderHook(() => useResendCountdown());
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
