import { useEffect, useRef, useState } from 'react';

/** Quiet time after the last keystroke before 'paused' is sent, in milliseconds. */
export const TYPING_PAUSED_AFTER_MS = 5000;

/** What the composer tells a {@link TypingNotifier}. */
export interface TypingNotifier {
  /** The text changed (a keystroke, a paste, a clear). */
  input(text: string): void;
  /** The message was sent: its body ends 'composing' on the peer's side, so nothing more is sent. */
  sent(): void;
  /** The composer goes away (peer changed, screen left): 'paused' if 'composing' was sent. */
  stop(): void;
}

/**
 * Chat state notifications (XEP-0085) from the composer's input: `notify(true)` ('composing') once
 * when typing starts, not per keystroke; `notify(false)` ('paused') after `pausedAfterMs` without a
 * keystroke, when the text is cleared, or on {@link TypingNotifier.stop}. Timers are `setTimeout`.
 */
export function createTypingNotifier(
  notify: (typing: boolean) => void,
  pausedAfterMs = TYPING_PAUSED_AFTER_MS,
): TypingNotifier {
  let composing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const pause = () => {
    clear();
    if (!composing) return;
    composing = false;
    notify(false);
  };
  return {
    input(text) {
      if (text.trim() === '') {
        pause();
        return;
      }
      if (!composing) {
        composing = true;
        notify(true);
      }
      clear();
      timer = setTimeout(pause, pausedAfterMs);
    },
    sent() {
      clear();
      composing = false;
    },
    stop: pause,
  };
}

/**
 * {@link createTypingNotifier} for a component: `onTypingChange` may change between renders (the
 * latest one is called); 'paused' is sent on unmount when 'composing' was.
 * @param onTypingChange undefined: no notifications.
 */
export function useTypingNotifier(
  onTypingChange: ((typing: boolean) => void) | undefined,
  pausedAfterMs = TYPING_PAUSED_AFTER_MS,
): TypingNotifier {
  const latest = useRef(onTypingChange);
  useEffect(() => {
    latest.current = onTypingChange;
  });
  const [notifier] = useState(() =>
    createTypingNotifier((typing) => latest.current?.(typing), pausedAfterMs),
  );
  useEffect(() => () => notifier.stop(), [notifier]);
  return notifier;
}
