/**
 * Timing rules of the live chat connection. Spec: operations §9 'Chat' and §8 'Chat'.
 */
export const CHAT_CONNECTION = {
  /** Most reconnection attempts before the client stops and clears the connection. */
  maxRetries: 10,
  /** Wait before the first retry, in ms. */
  initialDelayMs: 1000,
  /** Base wait of the later retries, in ms (doubled per attempt). */
  delayMs: 2000,
  /** Longest wait between retries, in ms. */
  maxDelayMs: 10000,
  /** How long connection notices stay on screen, in ms. */
  noticeMs: 5000,
  /** The connection starts this long after a user or path change, in ms. */
  startDelayMs: 5000,
} as const;

/**
 * How long to wait before reconnection attempt `attempt` (1-based): 1000 ms for the first, then
 * 2000 ms doubling per attempt, capped at 10000 ms; `null` once the 10 attempts are used up (the
 * client then stops and clears the connection). Spec: operations §8, §9 'Chat'.
 *
 * @param attempt - 1 for the first retry after a failure.
 * @returns the delay in ms, or `null` when no attempt is left.
 */
export function reconnectDelay(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > CHAT_CONNECTION.maxRetries) return null;
  if (attempt === 1) return CHAT_CONNECTION.initialDelayMs;
  return Math.min(CHAT_CONNECTION.delayMs * 2 ** (attempt - 2), CHAT_CONNECTION.maxDelayMs);
}
