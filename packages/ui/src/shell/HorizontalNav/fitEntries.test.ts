import { fitEntries } from './fitEntries';

describe('fitEntries', () => {
  it('keeps every entry when all fit, gaps included', () => {
    expect(fitEntries([100, 100, 100], 60, 316, 8)).toBe(3);
    expect(fitEntries([0, 0], 0, 0, 0)).toBe(2);
  });

  it('leaves room for the More button once entries overflow', () => {
    // 100 + 8 + 100 + 8 + 100 = 316 > 315: More (60) + 8 + 100 + 8 + 100 = 276 fits, a third does not.
    expect(fitEntries([100, 100, 100], 60, 315, 8)).toBe(2);
    expect(fitEntries([100, 100, 100], 60, 200, 8)).toBe(1);
  });

  it('shows only More when not even one entry fits beside it', () => {
    expect(fitEntries([300, 100], 60, 120, 8)).toBe(0);
  });
});
