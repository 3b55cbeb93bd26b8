import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@turnout/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeBridgeContext } from '../lib/native/native-bridge.tsx';
import { createFakeNativeBridge } from '../test/fake-native-bridge.ts';
import { apiError, json, testConfig, testUser } from '../test/fixtures.ts';
import { AppRouter } from './app-router.tsx';
import { AppProvider } from './provider.tsx';

// Deep links and push taps in the shell, through the app's own router: the link's path becomes
// the page's, and that page's screen asks the server for what it shows.

const GROUP = '7f1c7a52-0a1b-4c55-9a44-3b3f1d1e2c3d';
const CODE = 'ABCDEFGHIJKLMNOPQRSTUVWX';

function startShell() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      if (url === API_PATHS.config) return json(200, testConfig);
      if (url === API_PATHS.session) return json(200, { user: testUser });
      if (url === API_PATHS.groups) return json(200, { groups: [] });
      if (url.startsWith('/functions/')) return json(200, { result: {} });
      return apiError(404, 'not-found');
    }),
  );
  window.history.replaceState(null, '', '/groups');
  const bridge = createFakeNativeBridge('android');
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NativeBridgeContext value={bridge}>
      <AppProvider queryClient={queryClient}>
        <AppRouter />
      </AppProvider>
    </NativeBridgeContext>,
  );
  return { bridge, requested };
}

afterEach(() => vi.unstubAllGlobals());

describe('deep links on the routing side', () => {
  it(
    'opens the join screen for /join/… and the group for /groups/…, from either kind of link',
    { timeout: 30_000 },
    async () => {
      const { bridge, requested } = startShell();
      expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();

      act(() => bridge.openUrl(`https://turnout.app/join/${CODE}`));
      await waitFor(() => expect(window.location.pathname).toBe(`/join/${CODE}`));
      await waitFor(() => expect(requested).toContain(`/api/invites/${CODE}`));

      act(() => bridge.openUrl(`app.turnout://groups/${GROUP}?activeDay=1774735200000`));
      await waitFor(() => expect(window.location.pathname).toBe(`/groups/${GROUP}`));
      expect(window.location.search).toBe('?activeDay=1774735200000');
      await waitFor(() => expect(requested).toContain(`/api/groups/${GROUP}`));
    },
  );

  it('opens the day a tapped push names, and nothing outside the app', async () => {
    const { bridge } = startShell();
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();

    act(() => bridge.tapPush({ targetPath: '//evil.example/groups' }));
    act(() => bridge.tapPush({ targetPath: 'https://evil.example/' }));
    expect(window.location.href).toBe(`${window.location.origin}/groups`);

    act(() => bridge.tapPush({ targetPath: `/groups/${GROUP}?activeDay=1774735200000` }));
    await waitFor(() => expect(window.location.pathname).toBe(`/groups/${GROUP}`));
    expect(window.location.search).toBe('?activeDay=1774735200000');
  });
});
