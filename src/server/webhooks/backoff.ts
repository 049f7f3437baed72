/** Retry policy of webhook deliveries (spec part 6.1.4 leaves the parameters open). */
export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
export const RETRY_BASE_MS = 10_000;
export const RETRY_CAP_MS = 60 * 60 * 1000;
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Delay before attempt `attempt + 1` after `attempt` failures (attempt >= 1): exponential from
 * 10 s, doubling, capped at 1 hour, with "equal jitter" (half fixed, half random) so receivers
 * recovering from an outage are not hit by every sender at once. `random` is in [0, 1).
 */
export function retryDelay_ms(attempt: number, random: number): number {
  const n = Math.min(Math.max(1, Math.floor(attempt)), 32);
  const ceiling = Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** (n - 1));
  const r = Math.min(Math.max(random, 0), 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * r);
}

/**
 * When to try next, or undefined when the 24-hour window is spent. The last attempt is
 * pulled in to the deadline so the window is used to its end.
 */
export function nextAttemptAt(nowMs: number, deadlineMs: number, attempt: number, random: number): number | undefined {
  if (nowMs >= deadlineMs) return undefined;
  return Math.min(nowMs + retryDelay_ms(attempt, random), deadlineMs);
}
