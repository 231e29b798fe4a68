import { applyUpdate, compareVersions, shouldPromptUpdate } from './updateCheck.ts';

describe('compareVersions', () => {
  it.each([
    ['1.3.1', '1.3.0', 1],
    ['1.10.0', '1.9.9', 1],
    ['1.3', '1.3.0', 0],
    ['v1.3.1', '1.3.1', 0],
    ['1.2.9', '1.3.0', -1],
    ['2.0.0-beta', '1.9.0', 1],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareVersions(a, b))).toBe(sign);
  });
});

describe('shouldPromptUpdate', () => {
  it('prompts when the served version is newer and not acknowledged', () => {
    expect(shouldPromptUpdate({ served: '1.3.2', running: '1.3.1', acknowledged: null })).toBe(true);
    expect(shouldPromptUpdate({ served: '1.3.2', running: '1.3.1', acknowledged: '1.3.1' })).toBe(true);
  });

  it('does not prompt for the same or an older version, or one already acknowledged', () => {
    expect(shouldPromptUpdate({ served: '1.3.1', running: '1.3.1', acknowledged: null })).toBe(false);
    expect(shouldPromptUpdate({ served: '1.3.0', running: '1.3.1', acknowledged: null })).toBe(false);
    expect(shouldPromptUpdate({ served: '1.3.2', running: '1.3.1', acknowledged: '1.3.2' })).toBe(false);
  });
});

describe('applyUpdate', () => {
  it('clears every cache, stores the acknowledged version and reloads with a timestamp', async () => {
    const deleted: string[] = [];
    const order: string[] = [];
    const replace = vi.fn((url: string) => order.push(`replace ${url}`));
    await applyUpdate('1.3.2', {
      caches: {
        keys: async () => ['workbox-precache-v2', 'runtime'],
        delete: async (name: string) => {
          deleted.push(name);
          order.push(`delete ${name}`);
          return true;
        },
      },
      acknowledge: (version) => order.push(`acknowledge ${version}`),
      currentUrl: 'https://portal.example/records?tab=2',
      replace,
      now: () => 1_700_000_000_000,
    });
    expect(deleted).toEqual(['workbox-precache-v2', 'runtime']);
    expect(order.slice(-2)).toEqual([
      'acknowledge 1.3.2',
      'replace https://portal.example/records?tab=2&t=1700000000000',
    ]);
  });

  it('still reloads when clearing the caches fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const replace = vi.fn();
    const acknowledge = vi.fn();
    await applyUpdate('1.3.2', {
      caches: { keys: async () => Promise.reject(new Error('denied')), delete: async () => true },
      acknowledge,
      currentUrl: 'https://portal.example/',
      replace,
      now: () => 5,
    });
    expect(acknowledge).toHaveBeenCalledWith('1.3.2');
    expect(replace).toHaveBeenCalledWith('https://portal.example/?t=5');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
