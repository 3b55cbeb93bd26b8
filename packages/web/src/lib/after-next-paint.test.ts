import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

describe('afterNextPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('waits for the next frame, then for the task after it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    let done = false;
    const waiting = afterNextPaint().then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    frames.shift()!(performance.now());
    expect(done).toBe(false);
    await waiting;
    expect(done).toBe(true);
  });

  it('waits for a frame after the tasks already queued, whose renders it is to show', async () => {
    const order: string[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      order.push('frame requested');
      setTimeout(() => callback(performance.now()), 0);
      return 1;
    });
    setTimeout(() => order.push('render'), 0);
    await afterNextPaint();
    expect(order).toEqual(['render', 'frame requested']);
  });

  it('does not wait forever on a hidden page, which paints no frames', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    await afterNextPaint();
    expect(frame).not.toHaveBeenCalled();
  });
});
