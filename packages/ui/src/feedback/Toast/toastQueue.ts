/** Kind of a toast message; decides icon, colours and politeness (errors are assertive). */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** What to show. */
export interface ToastOptions {
  type: ToastType;
  /** Message text (already translated). */
  message: string;
  /**
   * How long the toast stays, in milliseconds. Default: the queue's `defaultDurationMs` (5000).
   * The spec uses 1000 for API error messages and 5000 for chat pop-ups (operations-and-shared §8).
   * `Infinity` keeps it until closed. Timers pause while the pointer or focus is on the toasts.
   */
  durationMs?: number;
}

/** A toast in the queue. */
export interface ToastItem {
  id: string;
  type: ToastType;
  message: string;
  /** Lifetime in ms (`Infinity`: until closed). */
  durationMs: number;
}

/** Options of {@link createToastQueue}. */
export interface CreateToastQueueOptions {
  /** Lifetime of toasts that give no `durationMs`, in ms. Default 5000. */
  defaultDurationMs?: number;
  /** Most toasts shown at once; showing one more dismisses the oldest. Default 4. */
  maxVisible?: number;
}

/**
 * A framework-free toast queue: React renders it through `ToastProvider`; anything else (the app's
 * API error handler, a chat connection) calls `show` directly.
 */
export interface ToastQueue {
  /**
   * Shows a message and returns its id. Showing the same type and message as a toast on screen
   * restarts that toast's timer instead of stacking a duplicate.
   */
  show(options: ToastOptions): string;
  /** Removes a toast (no-op for unknown ids). */
  dismiss(id: string): void;
  /** Removes every toast. */
  clear(): void;
  /** Pauses all timers (pointer or focus on the toasts). */
  pause(): void;
  /** Resumes all timers with their remaining time. */
  resume(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** Current toasts, oldest first. The array is replaced, never mutated, on change. */
  getSnapshot(): readonly ToastItem[];
}

interface Timer {
  remainingMs: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

let nextId = 0;

/** Creates a {@link ToastQueue}. Create one per app (module scope) and pass it to `ToastProvider`. */
export function createToastQueue({
  defaultDurationMs = 5000,
  maxVisible = 4,
}: CreateToastQueueOptions = {}): ToastQueue {
  let toasts: readonly ToastItem[] = [];
  const timers = new Map<string, Timer>();
  const listeners = new Set<() => void>();
  let paused = false;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };

  const startTimer = (id: string, timer: Timer) => {
    if (!Number.isFinite(timer.remainingMs)) return;
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => queue.dismiss(id), Math.max(0, timer.remainingMs));
  };

  const stopTimer = (timer: Timer) => {
    if (timer.handle === undefined) return;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remainingMs -= Date.now() - timer.startedAt;
  };

  const queue: ToastQueue = {
    show({ type, message, durationMs = defaultDurationMs }) {
      const existing = toasts.find((toast) => toast.type === type && toast.message === message);
      if (existing) {
        const timer = timers.get(existing.id);
        if (timer) {
          stopTimer(timer);
          timer.remainingMs = durationMs;
          if (!paused) startTimer(existing.id, timer);
        }
        return existing.id;
      }
      const id = `toast-${++nextId}`;
      const timer: Timer = { remainingMs: durationMs, startedAt: 0, handle: undefined };
      timers.set(id, timer);
      if (!paused) startTimer(id, timer);
      toasts = [...toasts, { id, type, message, durationMs }];
      while (toasts.length > maxVisible && toasts[0]) queue.dismiss(toasts[0].id);
      emit();
      return id;
    },
    dismiss(id) {
      const timer = timers.get(id);
      if (!timer) return;
      if (timer.handle !== undefined) clearTimeout(timer.handle);
      timers.delete(id);
      toasts = toasts.filter((toast) => toast.id !== id);
      emit();
    },
    clear() {
      for (const timer of timers.values()) if (timer.handle !== undefined) clearTimeout(timer.handle);
      timers.clear();
      if (toasts.length === 0) return;
      toasts = [];
      emit();
    },
    pause() {
      if (paused) return;
      paused = true;
      for (const timer of timers.values()) stopTimer(timer);
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const [id, timer] of timers) startTimer(id, timer);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => toasts,
  };
  return queue;
}
