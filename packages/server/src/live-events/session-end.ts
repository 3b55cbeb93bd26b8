import { findLiveSession, sessionEndsAt, type SessionLookup } from '../http/auth.ts';
import type { ActiveSession } from '../http/session-store.ts';

// A live stream belongs to the session that opened it (ADR 010): log-out and disabling end it
// through the sessions notification; expiry and the idle timeout send none, so each stream
// waits for the moment its session would end and then asks again whether it lives (a request
// meanwhile moves the idle deadline on). When it does not, the session's streams end, and the
// client's reconnect is refused like any request without a session.

/** setTimeout waits 24.8 days at most; sessions last longer, so long waits are cut in steps. */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;
/** A check that finds the session alive at its deadline waits at least this before the next. */
const MIN_WAIT_MS = 1000;
/** After a failed check (the database away), the next try. */
const RETRY_MS = 60_000;

interface Logger {
  warn(message: string): void;
}

/** Calls onEnded once the session has expired or gone idle; returns a function that stops. */
export function watchSessionEnd(options: {
  session: ActiveSession;
  lookup: SessionLookup;
  log: Logger;
  onEnded: () => void;
}): () => void {
  const { lookup, log, onEnded } = options;
  const sessionId = options.session.sessionId;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = (session: ActiveSession) => {
    const wait = sessionEndsAt(session, lookup.idleTimeoutMs).getTime() - Date.now();
    arm(Math.min(MAX_WAIT_MS, Math.max(MIN_WAIT_MS, wait)));
  };
  const arm = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(check, ms);
    timer.unref();
  };
  const check = () => {
    findLiveSession(lookup, sessionId, new Date()).then(
      (session) => {
        if (stopped) return;
        if (session) schedule(session);
        else onEnded();
      },
      (error: unknown) => {
        log.warn(`events: checking a stream's session failed (${(error as Error).message})`);
        arm(RETRY_MS);
      },
    );
  };

  schedule(options.session);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
