import { useCallback, useEffect, useState } from 'react';

/** Options of {@link useResendCountdown}. */
export interface ResendCountdownOptions {
  /** Length of the wait in seconds. Default 60 (access §9: "OTP and passphrase resend wait: 60 seconds"). */
  seconds?: number;
  /** Start counting when the component mounts (a code was just sent). Default `true`. */
  startOnMount?: boolean;
}

/** What {@link useResendCountdown} returns. */
export interface ResendCountdown {
  /** Whole seconds left, counting down once a second; 0 when resending is allowed. */
  secondsLeft: number;
  /** `secondsLeft > 0`. */
  isCounting: boolean;
  /** Starts the wait again (call it after each send). */
  restart: () => void;
}

/**
 * The resend wait after a one-time code or passphrase is sent (access §2 "Partner login", "Partner
 * registration": resend is disabled for 60 seconds with a countdown). Counts against a deadline
 * (`Date.now()`), ticking every 1000 ms, so a throttled background tab still ends on time.
 */
export function useResendCountdown({
  seconds = 60,
  startOnMount = true,
}: ResendCountdownOptions = {}): ResendCountdown {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    startOnMount ? Date.now() + seconds * 1000 : null,
  );
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return undefined;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const restart = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  const secondsLeft = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { secondsLeft, isCounting: secondsLeft > 0, restart };
}
