import { createToastQueue } from './toastQueue';

describe('createToastQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds toasts, notifies subscribers and removes them after durationMs', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.show({ type: 'error', message: 'Something went wrong!', durationMs: 1000 });
    expect(queue.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'error', message: 'Something went wrong!', durationMs: 1000 }),
    ]);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(999);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('uses the default duration (5000 ms) and keeps Infinity toasts', () => {
    const queue = createToastQueue();
    queue.show({ type: 'info', message: 'New Message!' });
    queue.show({ type: 'warning', message: 'Sticky', durationMs: Infinity });
    vi.advanceTimersByTime(5000);
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['Sticky']);
  });

  it('pauses and resumes with the remaining time', () => {
    const queue = createToastQueue();
    queue.show({ type: 'success', message: 'Saved', durationMs: 1000 });
    vi.advanceTimersByTime(600);
    queue.pause();
    vi.advanceTimersByTime(5000);
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.resume();
    vi.advanceTimersByTime(399);
    expect(queue.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(queue.getSnapshot()).toHaveLength(0);
  });

  it('does not stack duplicates and caps the number shown', () => {
    const queue = createToastQueue({ maxVisible: 2 });
    const first = queue.show({ type: 'error', message: 'Timeout', durationMs: 1000 });
    vi.advanceTimersByTime(900);
    expect(queue.show({ type: 'error', message: 'Timeout', durationMs: 1000 })).toBe(first);
    vi.advanceTimersByTime(900);
    expect(queue.getSnapshot()).toHaveLength(1);
    queue.show({ type: 'info', message: 'b' });
    queue.show({ type: 'info', message: 'c' });
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['b', 'c']);
  });

  it('dismisses and clears', () => {
    const queue = createToastQueue();
    const id = queue.show({ type: 'info', message: 'a' });
    queue.show({ type: 'info', message: 'b' });
    queue.dismiss(id);
    queue.dismiss('unknown');
    expect(queue.getSnapshot().map((t) => t.message)).toEqual(['b']);
    queue.clear();
    expect(queue.getSnapshot()).toEqual([]);
  });
});
