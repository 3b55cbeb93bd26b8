import type { PushOutcome, PushSender } from './sender.ts';

// Native push services ask senders to slow down (429) or are briefly unavailable (5xx); both
// may name a wait in Retry-After. A delivery is tried a few times, waiting as told or with a
// doubling, jittered delay, inside the delivery job: nobody's request waits for it.

/** What one try came to: an outcome, or "try again", perhaps after a given wait. */
export type Attempt = { outcome: Exclude<PushOutcome, 'skipped'> } | { retryAfterMs?: number };

export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  /** A service asking for a longer wait than this is given up on for this push. */
  maxDelayMs: number;
  sleep: (ms: number) => Promise<void>;
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 1000,
  maxDelayMs: 60_000,
  // Unreferenced: a wait for a retry never keeps a stopping process alive.
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref()),
  random: Math.random,
};

/** Retry-After as seconds or an HTTP date, in ms from now; undefined when absent or invalid. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()) {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export async function withRetries(
  attempt: () => Promise<Attempt>,
  policy: RetryPolicy,
  onGiveUp: (reason: string) => void,
): Promise<PushOutcome> {
  for (let tried = 1; ; tried++) {
    const result = await attempt();
    if ('outcome' in result) return result.outcome;
    if (tried >= policy.attempts) {
      onGiveUp(`still refused after ${tried} tries`);
      return 'failed';
    }
    const backoff = policy.baseDelayMs * 2 ** (tried - 1);
    const delay = result.retryAfterMs ?? Math.round(backoff / 2 + (backoff / 2) * policy.random());
    if (delay > policy.maxDelayMs) {
      onGiveUp(`asked to wait ${Math.round(delay / 1000)} s`);
      return 'failed';
    }
    await policy.sleep(delay);
  }
}

/** Statuses worth another try: too many requests, and the server-side failures that pass. */
export function isRetryable(status: number): boolean {
  return status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}

export interface WarningLog {
  warn(message: string): void;
}

/** What a native sender is given besides its credentials. */
export interface RetryingSenderOptions {
  retry: RetryPolicy;
  log: WarningLog;
}

/**
 * A native service's answer that is neither delivered nor gone: another try when its status
 * says so (after its Retry-After), else failed, said in the log with the service's reason.
 */
export function retryOrFail(
  service: string,
  log: WarningLog,
  answer: { status: number; retryAfter: string | null | undefined; reason: string | undefined },
): Attempt {
  if (isRetryable(answer.status)) return { retryAfterMs: parseRetryAfter(answer.retryAfter) };
  log.warn(`${service}: answered ${answer.status} ${answer.reason ?? ''}`.trim());
  return { outcome: 'failed' };
}

/** A native sender's send(): its attempt, tried as the policy says; giving up is logged. */
export function sendWithRetries(
  service: string,
  attempt: (...args: Parameters<PushSender['send']>) => Promise<Attempt>,
  options: RetryingSenderOptions,
): PushSender['send'] {
  return (target, message) =>
    withRetries(
      () => attempt(target, message),
      options.retry,
      (reason) => options.log.warn(`${service}: gave up on a push (${reason})`),
    );
}
