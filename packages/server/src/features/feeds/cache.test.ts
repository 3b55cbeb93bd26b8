import { afterEach, describe, expect, it, vi } from 'vitest';
import { storedAnswer } from '../../http/stored-answer.ts';
import { FeedCache, HOT_RENDER_GAP_MS, HOT_RENDER_SHARE } from './parts/cache.ts';

// Feed renders coalesced per feed (docs/decisions/040-live-events-past-the-notify-lock.md): one
// render at a time, and a feed that changes faster than it renders answered from its last render.

function deferred() {
  let resolve!: (text: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

/** The cache's answer for a render that makes text (its bytes made as the renderer makes them). */
function answer(cache: FeedCache, key: string, fingerprint: string, render: () => Promise<string>) {
  return cache.answer(key, fingerprint, () => render().then(storedAnswer));
}

const text = async (answer: Promise<{ body: Buffer }>) => (await answer).body.toString();

describe('feed cache', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders a feed that changes now and then for the poll that finds the change', async () => {
    const cache = new FeedCache();
    expect(await text(answer(cache, 'g', 'r1', async () => 'one'))).toBe('one');
    expect(await text(answer(cache, 'g', 'r1', async () => 'not again'))).toBe('one');
    expect(await text(answer(cache, 'g', 'r2', async () => 'two'))).toBe('two');
  });

  it('renders once at a time: polls during a render get the last answer, then the gap holds', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const cache = new FeedCache();
    await answer(cache, 'g', 'r1', async () => 'one');

    const second = deferred();
    const renders: string[] = [];
    const waiting = answer(cache, 'g', 'r2', () => (renders.push('r2'), second.promise));
    // Two more changes while r2 renders: answered at once from the last render, no render.
    expect(await text(answer(cache, 'g', 'r3', async () => (renders.push('r3'), 'three')))).toBe(
      'one',
    );
    expect(await text(answer(cache, 'g', 'r4', async () => (renders.push('r4'), 'four')))).toBe(
      'one',
    );
    second.resolve('two');
    expect(await text(waiting)).toBe('two');

    // It is hot now: within the gap, the last answer; no render.
    now += HOT_RENDER_GAP_MS / 2;
    expect(await text(answer(cache, 'g', 'r4', async () => (renders.push('r4'), 'four')))).toBe(
      'two',
    );
    // After the gap, one render in the background; the poll still gets the last answer, and so
    // does one that comes while it runs…
    now += HOT_RENDER_GAP_MS;
    const fourth = deferred();
    expect(await text(answer(cache, 'g', 'r4', () => (renders.push('r4'), fourth.promise)))).toBe(
      'two',
    );
    expect(await text(answer(cache, 'g', 'r4', async () => (renders.push('again'), 'x')))).toBe(
      'two',
    );
    fourth.resolve('four');
    // …and, once its bytes are made (gzip runs off the main thread), the next poll the new one.
    await vi.waitFor(async () =>
      expect(await text(answer(cache, 'g', 'r4', async () => (renders.push('again'), 'x')))).toBe(
        'four',
      ),
    );
    expect(renders).toEqual(['r2', 'r4']);
  });

  it('spaces a hot feed’s renders by their length, so they take a small share of the time', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const cache = new FeedCache();
    await answer(cache, 'g', 'r1', async () => 'one');
    // A render of 200 ms (a big group on a busy machine), changed again while it ran: hot.
    const slow = deferred();
    const waiting = answer(cache, 'g', 'r2', () => slow.promise);
    expect(await text(answer(cache, 'g', 'r3', async () => 'three'))).toBe('one');
    now += 200;
    slow.resolve('two');
    expect(await text(waiting)).toBe('two');
    const renders: string[] = [];
    // Polls keep finding changes; well past the one-second gap, still no render…
    for (let poll = 4; poll < 10; poll++) {
      now += HOT_RENDER_GAP_MS / 2;
      const polled = answer(cache, 'g', `r${poll}`, async () => (renders.push(`r${poll}`), 'new'));
      expect(await text(polled)).toBe('two');
    }
    expect(renders).toEqual([]);
    // …until the render's length times the share has passed since it finished.
    now = 1_000_000 + 200 + HOT_RENDER_SHARE * 200;
    await answer(cache, 'g', 'r10', async () => (renders.push('r10'), 'ten'));
    expect(renders).toEqual(['r10']);
  });

  it('renders for the poll again once the feed has calmed down', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const cache = new FeedCache();
    await answer(cache, 'g', 'r1', async () => 'one');
    const second = deferred();
    const waiting = answer(cache, 'g', 'r2', () => second.promise);
    expect(await text(answer(cache, 'g', 'r3', async () => 'three'))).toBe('one');
    second.resolve('two');
    await waiting;
    // Seconds later, a change is rendered for the poll that finds it, as for any quiet feed.
    now += 10 * HOT_RENDER_GAP_MS;
    expect(await text(answer(cache, 'g', 'r4', async () => 'four'))).toBe('four');
  });
});
