import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { API_PATHS } from '@turnout/domain';
import { describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../test/fake-event-source.ts';
import { apiError, json, testConfig, testUser } from '../test/fixtures.ts';
import { AppRouter } from './app-router.tsx';
import { AppProvider } from './provider.tsx';

type Routes = Record<string, () => Response | Promise<Response>>;

function startApp(path: string, routes: Routes) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const answer = routes[url];
      return answer ? answer() : apiError(404, 'not-found');
    }),
  );
  window.history.replaceState(null, '', path);
  // No retries: a failed start-up should show at once in a test.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>,
  );
}

describe('start-up', () => {
  it('shows a signed-in user the shell and never the landing page', async () => {
    let answerMe: (response: Response) => void = () => undefined;
    startApp('/groups', {
      [API_PATHS.config]: () => json(200, testConfig),
      [API_PATHS.session]: () => new Promise<Response>((resolve) => (answerMe = resolve)),
    });
    // While the auth check runs there is a loading indicator and no Log In button.
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();

    answerMe(json(200, { user: testUser }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('opens the live stream from the event id the session read was current to', async () => {
    FakeEventSource.reset();
    vi.stubGlobal('EventSource', FakeEventSource);
    startApp('/groups', {
      [API_PATHS.config]: () => json(200, testConfig),
      [API_PATHS.session]: () => json(200, { user: testUser, lastEventId: 17 }),
      [API_PATHS.groups]: () => json(200, { owned: [], member: [] }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
    // The screen read its data after the session; the stream, loaded later, catches up from it.
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1), { timeout: 5000 });
    expect(FakeEventSource.latest().url).toBe(`${API_PATHS.events}?lastEventId=17`);
  });

  it('shows a visitor the landing page', async () => {
    startApp('/groups', {
      [API_PATHS.config]: () => json(200, testConfig),
      [API_PATHS.session]: () => json(200, { user: null, lastEventId: 3 }),
    });
    expect(await screen.findByRole('button', { name: 'Log In' })).toBeVisible();
  });

  it('says so when the server cannot be reached, with a way to try again', async () => {
    startApp('/groups', {
      [API_PATHS.config]: () => Promise.reject(new TypeError('Failed to fetch')),
      [API_PATHS.session]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await screen.findByText("Turnout can't reach the server")).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });
});
