import { act, fireEvent, render, screen } from '@testing-library/react';
import { PULL_TO_REFRESH as P } from '../lib/ui-constants.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { PullToRefresh, TOUCH_DEVICE_QUERY } from './pull-to-refresh.tsx';

function pretendTouchDevice() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === TOUCH_DEVICE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderPull(onRefresh: () => Promise<unknown>, button?: 'inline') {
  render(
    <AppProvider queryClient={createQueryClient()}>
      <PullToRefresh onRefresh={onRefresh} button={button}>
        <p>Content</p>
      </PullToRefresh>
    </AppProvider>,
  );
  const area = screen.getByText('Content').parentElement!;
  const indicator = () => screen.queryByTestId('pull-to-refresh-indicator');
  const pull = (distance: number) => {
    fireEvent.touchStart(area, { touches: [{ clientX: 50, clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientX: 50, clientY: 100 + distance / 2 }] });
    fireEvent.touchMove(area, { touches: [{ clientX: 50, clientY: 100 + distance }] });
    fireEvent.touchEnd(area, { touches: [] });
  };
  return { indicator, pull };
}

afterEach(() => vi.useRealTimers());

describe('PullToRefresh', () => {
  it('refreshes on a long pull: refreshing at least 500 ms, fading 300 ms, then idle', async () => {
    vi.useFakeTimers();
    pretendTouchDevice();
    let done = 0;
    const onRefresh = () =>
      new Promise<void>((resolve) => setTimeout(() => resolve(void done++), 100));
    const { indicator, pull } = renderPull(onRefresh);
    expect(indicator()).toHaveAttribute('data-phase', 'idle');

    act(() => pull(300));
    expect(indicator()).toHaveAttribute('data-phase', 'refreshing');
    expect(screen.getByRole('progressbar', { name: 'Refreshing…' })).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(done).toBe(1);
    // Finished after 100 ms, but shown for the product's minimum of 500 ms.
    expect(indicator()).toHaveAttribute('data-phase', 'refreshing');
    await act(() => vi.advanceTimersByTimeAsync(P.minRefreshMs - 200));
    expect(indicator()).toHaveAttribute('data-phase', 'fading');
    await act(() => vi.advanceTimersByTimeAsync(P.fadeMs));
    expect(indicator()).toHaveAttribute('data-phase', 'idle');
  });

  it('aborts a short pull and is idle again after 300 ms, without refreshing', async () => {
    vi.useFakeTimers();
    pretendTouchDevice();
    let refreshed = false;
    const { indicator, pull } = renderPull(async () => (refreshed = true));
    act(() => pull(40));
    expect(indicator()).toHaveAttribute('data-phase', 'aborting');
    await act(() => vi.advanceTimersByTimeAsync(P.abortMs - 1));
    expect(indicator()).toHaveAttribute('data-phase', 'aborting');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(indicator()).toHaveAttribute('data-phase', 'idle');
    expect(refreshed).toBe(false);
  });

  it('gives pointer devices a Refresh button instead', async () => {
    let refreshed = 0;
    const { indicator } = renderPull(async () => refreshed++, 'inline');
    expect(indicator()).not.toBeInTheDocument();
    await act(async () => screen.getByRole('button', { name: 'Refresh' }).click());
    expect(refreshed).toBe(1);
  });
});
