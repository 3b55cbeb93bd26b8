import { JOIN_POLL_INTERVAL_MS, JOIN_POLL_MAX_CHECKS, type JoinResponse } from '@turnout/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { JoinError, joinAndWait, sleep, type JoinSteps } from './join-polling.ts';

const joined: JoinResponse = { groupId: 'g1', alreadyMember: false };

/** Real waiting on fake timers: the test decides when time passes. */
function steps(overrides: Partial<JoinSteps>): JoinSteps {
  const controller = new AbortController();
  return {
    join: async () => joined,
    readMemberIds: async () => ['u1'],
    wait: (ms) => sleep(ms, controller.signal),
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('joinAndWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the group once the member list contains me', async () => {
    const reads: number[] = [];
    const result = joinAndWait(
      'u9',
      steps({
        // The membership shows on the third check.
        readMemberIds: async () => (
          reads.push(Date.now()),
          reads.length < 3 ? ['u1'] : ['u1', 'u9']
        ),
      }),
    );
    await vi.advanceTimersByTimeAsync(2 * JOIN_POLL_INTERVAL_MS);
    await expect(result).resolves.toEqual({ groupId: 'g1', alreadyMember: false });
    // Checks 2000 ms apart, the first at once.
    expect(reads.map((time) => time - reads[0]!)).toEqual([0, 2000, 4000]);
  });

  it('takes an existing member to the group without polling', async () => {
    const readMemberIds = vi.fn(async () => []);
    await expect(
      joinAndWait(
        'u9',
        steps({ join: async () => ({ groupId: 'g1', alreadyMember: true }), readMemberIds }),
      ),
    ).resolves.toEqual({ groupId: 'g1', alreadyMember: true });
    expect(readMemberIds).not.toHaveBeenCalled();
  });

  it('gives up with max-retries-exceeded after 10 checks 2 s apart', async () => {
    let checks = 0;
    const result = failure(
      joinAndWait('u9', steps({ readMemberIds: async () => (checks++, ['u1']) })),
    );
    await vi.advanceTimersByTimeAsync((JOIN_POLL_MAX_CHECKS - 1) * JOIN_POLL_INTERVAL_MS - 1);
    expect(checks).toBe(JOIN_POLL_MAX_CHECKS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = await result;
    expect(checks).toBe(JOIN_POLL_MAX_CHECKS);
    expect(error).toBeInstanceOf(JoinError);
    expect(error).toMatchObject({ code: 'max-retries-exceeded' });
  });

  it('fails with max-retries-exceeded on a read error', async () => {
    const error = await failure(
      joinAndWait(
        'u9',
        steps({
          readMemberIds: async () => {
            throw new ApiError('not-found', 'gone', 404);
          },
        }),
      ),
    );
    expect(error).toMatchObject({ code: 'max-retries-exceeded' });
  });

  it.each([
    [new ApiError('invite-not-found', 'no', 404), 'invite-not-found'],
    [new ApiError('not-found', 'no', 404), 'invite-not-found'],
    [new ApiError('membership-write-denied', 'no', 403), 'membership-write-denied'],
    [new ApiError('internal', 'boom', 500), 'membership-write-denied'],
    [new ApiError('max-retries-exceeded', 'busy', 409), 'max-retries-exceeded'],
  ])('maps a failed write (%s) to %s', async (thrown, code) => {
    const error = await failure(
      joinAndWait(
        'u9',
        steps({
          join: async () => {
            throw thrown;
          },
        }),
      ),
    );
    expect(error).toBeInstanceOf(JoinError);
    expect(error).toMatchObject({ code });
  });

  it('passes an unreachable server through as it is', async () => {
    const offline = new ApiError('unavailable', 'offline', 0);
    const error = await failure(
      joinAndWait(
        'u9',
        steps({
          join: async () => {
            throw offline;
          },
        }),
      ),
    );
    expect(error).toBe(offline);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const result = failure(
      joinAndWait(
        'u9',
        steps({ readMemberIds: async () => ['u1'], wait: (ms) => sleep(ms, controller.signal) }),
      ),
    );
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
  });
});
