import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientConfig, User } from '@turnout/domain';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../app/provider.tsx';
import { createRoutes } from '../app/route-table.tsx';
import { configQueryOptions } from '../lib/config.ts';
import { markScreenShown } from '../lib/first-screen.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { sessionQueryOptions } from '../lib/session.ts';
import { testConfig } from './fixtures.ts';

interface RenderOptions {
  user?: User | null;
  config?: Partial<ClientConfig>;
}

/**
 * Renders the real route table at `path` with start-up already done: the configuration and
 * the session are in the cache, as AppRouter leaves them before it creates the router.
 */
export function renderRoute(path: string, { user = null, config = {} }: RenderOptions = {}) {
  const fullConfig = { ...testConfig, ...config };
  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions.queryKey, fullConfig);
  queryClient.setQueryData(sessionQueryOptions.queryKey, user);
  const routes = createRoutes({ debug: fullConfig.debug, signedIn: user !== null, queryClient });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
  });
  const events = userEvent.setup();
  // As AppRouter tells once its router has shown the first screen (the signed-in runtime waits
  // for it); not the moment after, which would load the toast and the offline store in every test.
  markScreenShown();
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, events };
}
