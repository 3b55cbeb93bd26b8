import { afterEach, describe, expect, it, vi } from 'vitest';
import { backOffDelay, passLoggingFailure, WorkerLoop } from './worker-loop.ts';

/** A pass that waits until the test lets it finish, counting how often it ran. */
function gatedPass() {
  let passes = 0;
  let release: (() => void) | undefined;
  const pass = () => {
    passes += 1;
    return new Promise<void>((resolve) => (release = resolve));
  };
  return { pass, passes: () => passes, finish: () => release?.() };
}

afterEach(() => vi.useRealTimers());

describe('the worker loop', () => {
  it('runs a pass at start and on each tick of its timer', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(() => Promise.resolve());
    const loop = new WorkerLoop(pass, 1000);
    loop.start();
    await loop.idle();
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(pass).toHaveBeenCalledTimes(3);
    await loop.stop();
  });

  it('goes round once more for wakes during a pass, never two passes at once', async () => {
    const gate = gatedPass();
    const loop = new WorkerLoop(gate.pass, 60_000);
    loop.wake();
    loop.wake();
    loop.wake();
    expect(gate.passes()).toBe(1);
    gate.finish();
    await vi.waitFor(() => expect(gate.passes()).toBe(2));
    gate.finish();
    await loop.idle();
    expect(gate.passes()).toBe(2);
  });

  it('waits for the pass under way when stopped, and starts none after', async () => {
    const gate = gatedPass();
    const loop = new WorkerLoop(gate.pass, 60_000);
    loop.wake();
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    expect(loop.stopped).toBe(true);
    gate.finish();
    await stopping;
    loop.wake();
    expect(gate.passes()).toBe(1);
  });

  it('backs off from 30 s, doubling, to at most an hour', () => {
    expect([1, 2, 3, 8, 20].map(backOffDelay)).toEqual([
      30_000, 60_000, 120_000, 3_600_000, 3_600_000,
    ]);
  });

  it('logs a failed pass instead of rejecting, so the loop goes on', async () => {
    const errors: string[] = [];
    const log = { error: (_object: object, message: string) => errors.push(message) };
    const pass = passLoggingFailure(() => Promise.reject(new Error('down')), log, 'digest');
    await expect(pass()).resolves.toBeUndefined();
    expect(errors).toEqual(['digest: a pass failed; trying again later']);
  });
});
