import {
  JOIN_ERROR_STATUS,
  JOIN_POLL_INTERVAL_MS,
  JOIN_POLL_MAX_CHECKS,
  type JoinErrorCode,
  type JoinResponse,
} from '@turnout/domain';
import { isApiError } from '../../../lib/api-error.ts';

// Joining (docs/product.md#joining-a-group): write the member record, then poll until the group's
// member list contains the user; up to 10 checks 2 s apart (docs/product.md#times), failing with
// max-retries-exceeded on a read error or when the list never shows the user. Our server joins in
// one transaction, so the first check normally succeeds; the polling keeps the product's contract for
// slower back ends.

/** A join failure with one of the product's join codes (docs/product.md#join-errors). */
export class JoinError extends Error {
  readonly code: JoinErrorCode;

  constructor(code: JoinErrorCode) {
    super(code);
    this.name = 'JoinError';
    this.code = code;
  }
}

export interface JoinSteps {
  /** Writes the membership (POST /api/invites/:code/join). */
  join: () => Promise<JoinResponse>;
  /** Reads the ids of the group's members again. */
  readMemberIds: (groupId: string) => Promise<string[]>;
  /** Waits between two checks. */
  wait: (ms: number) => Promise<void>;
}

function isJoinCode(code: string): code is JoinErrorCode {
  return Object.hasOwn(JOIN_ERROR_STATUS, code);
}

/** What a failed write means for the user. */
function writeFailure(error: unknown): unknown {
  if (!isApiError(error)) return error;
  if (isJoinCode(error.code)) return new JoinError(error.code);
  if (error.status === 404) return new JoinError('invite-not-found');
  // An unreachable server or a rate limit is not a refusal: say what it is.
  if (error.code === 'unavailable' || error.code === 'resource-exhausted') return error;
  return new JoinError('membership-write-denied');
}

/** Joins and resolves with the join's answer once the membership is visible. */
export async function joinAndWait(userId: string, steps: JoinSteps): Promise<JoinResponse> {
  let joined: JoinResponse;
  try {
    joined = await steps.join();
  } catch (error) {
    throw writeFailure(error);
  }
  // An existing member is simply taken to the group.
  if (joined.alreadyMember) return joined;

  for (let check = 1; check <= JOIN_POLL_MAX_CHECKS; check++) {
    let memberIds: string[];
    try {
      memberIds = await steps.readMemberIds(joined.groupId);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new JoinError('max-retries-exceeded');
    }
    if (memberIds.includes(userId)) return joined;
    if (check < JOIN_POLL_MAX_CHECKS) await steps.wait(JOIN_POLL_INTERVAL_MS);
  }
  throw new JoinError('max-retries-exceeded');
}

/** setTimeout as a promise that rejects with an AbortError when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer);
      reject(new DOMException('The wait was aborted.', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', abort);
      resolve();
    }, ms);
    if (signal.aborted) abort();
    else signal.addEventListener('abort', abort, { once: true });
  });
}
