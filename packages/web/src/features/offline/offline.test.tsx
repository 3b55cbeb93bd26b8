import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { API_PATHS } from '@turnout/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from '../../app/app-router.tsx';
import { AppProvider } from '../../app/provider.tsx';
import { createQueryClient } from '../../lib/query-client.ts';
import { syncOnlineState } from '../../lib/network.ts';
import { apiError, json, testConfig } from '../../test/fixtures.ts';

const OFFLINE_TEXT = 'Failed to get document because the client is offline.';

function startApp() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!onlineManager.isOnline()) throw new TypeError('Failed to fetch');
      if (url === API_PATHS.config) return json(200, testConfig);
      if (url === API_PATHS.session) return json(200, { user: null, lastEventId: 3 });
      return apiError(404, 'not-found');
    }),
  );
  window.history.replaceState(null, '', '/');
  render(
    <AppProvider queryClient={createQueryClient()}>
      <AppRouter />
    </AppProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('offline', () => {
  it('starts offline with the offline message, and continues by itself once online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    syncOnlineState();
    startApp();
    expect(await screen.findByText(new RegExp(OFFLINE_TEXT))).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeVisible();
  });

  it('says so while the running app is offline, and stops saying it when back', async () => {
    startApp();
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeVisible();

    act(() => onlineManager.setOnline(false));
    // The notice's code loads a second after the first screen (lib/first-screen.ts).
    expect(await screen.findByText(OFFLINE_TEXT, {}, { timeout: 4000 })).toBeVisible();
    act(() => onlineManager.setOnline(true));
    await vi.waitFor(() => expect(screen.queryByText(OFFLINE_TEXT)).not.toBeInTheDocument());
  });
});
