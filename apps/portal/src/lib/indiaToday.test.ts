import { describe, expect, it } from 'vitest';
import { indiaToday } from './indiaToday.ts';

describe('indiaToday', () => {
  it('counts the day in India (UTC+05:30), not in UTC or the browser zone', () => {
    expect(indiaToday(new Date('2026-03-02T18:29:59Z'))).toBe('2026-03-02');
    expect(indiaToday(new Date('2026-03-02T18:30:00Z'))).toBe('2026-03-03');
  });
});
