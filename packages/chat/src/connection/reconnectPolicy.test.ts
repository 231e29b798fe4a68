import { describe, expect, it } from 'vitest';
import { CHAT_CONNECTION, reconnectDelay } from './reconnectPolicy.ts';

describe('reconnectDelay (operations §9 Chat)', () => {
  it('waits 1000 ms, then 2000 ms doubling, capped at 10000 ms', () => {
    expect([1, 2, 3, 4, 5, 10].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('stops after 10 attempts', () => {
    expect(reconnectDelay(CHAT_CONNECTION.maxRetries + 1)).toBeNull();
    expect(reconnectDelay(0)).toBeNull();
    expect(reconnectDelay(1.5)).toBeNull();
  });
});
