import { describe, expect, it, vi } from 'vitest';
import { HOT_GAP_MS, RevisionCache } from './cache.ts';

describe("the statistics' cache", () => {
  it('computes once per revision, and shares a computation under way', async () => {
    const cache = new RevisionCache<number>();
    const compute = vi.fn(async () => 1);
    const [a, b] = await Promise.all([cache.get('k', 1, compute), cache.get('k', 1, compute)]);
    expect([a, b]).toEqual([1, 1]);
    expect(await cache.get('k', 1, compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes anew for a new revision once the last figures are a moment old', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const cache = new RevisionCache<number>();
      await cache.get('k', 1, async () => 1);
      // Within the gap: the figures of revision 1 at once, revision 2 computed for the next.
      expect(await cache.get('k', 2, async () => 2)).toBe(1);
      await Promise.resolve();
      expect(await cache.get('k', 2, async () => 99)).toBe(2);
      vi.setSystemTime(HOT_GAP_MS + 1);
      expect(await cache.get('k', 3, async () => 3)).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stamps a value with the revision it is of, so a value a moment behind is computed again', async () => {
    const cache = new RevisionCache<{ revision: number }>((value) => value.revision);
    // Computed at revision 2 from figures still of revision 1 (another cache's, a moment behind).
    expect(await cache.get('k', 2, async () => ({ revision: 1 }))).toEqual({ revision: 1 });
    await new Promise((resolve) => setTimeout(resolve, HOT_GAP_MS + 10));
    expect(await cache.get('k', 2, async () => ({ revision: 2 }))).toEqual({ revision: 2 });
  });

  it('keeps no failed computation', async () => {
    const cache = new RevisionCache<number>();
    await expect(cache.get('k', 1, async () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect(await cache.get('k', 1, async () => 5)).toBe(5);
  });
});
