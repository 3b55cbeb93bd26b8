import type { QueryClient } from '@tanstack/react-query';
import {
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { preloadLandingImages } from '../components/layouts/landing-images.ts';
import { LoadingScreen } from '../components/loading-screen.tsx';
import type { RouteHandle } from '../components/shell/route-handle.ts';
import { afterFirstScreen } from '../lib/first-screen.ts';
import { paths } from '../lib/paths.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { SessionLayout } from './layouts/session-layout.tsx';
import { VisitorFrame } from './layouts/visitor-frame.tsx';
import { RouteError } from './route-error.tsx';

// Every route of docs/product.md#routes. Screens load lazily (one chunk each) so the first paint
// needs only the shell; `handle` tells the shell each screen's title and back behaviour.

/** A screen's code, with the screens' texts (lib/i18n/screen-texts.ts) loading beside it. */
function withTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([import('../lib/i18n/screen-texts.ts'), load()]).then(([, m]) => m);
}

function screen(path: string, handle: RouteHandle, load: () => Promise<object>): RouteObject {
  return { path, handle, lazy: withTexts(load) } as RouteObject;
}

const comingSoon = () => import('./routes/coming-soon.tsx');

function debugRoutes(): RouteObject[] {
  const placeholder = () => import('./routes/debug/placeholder.tsx');
  const handle: RouteHandle = { title: 'debug' };
  const d = paths.debug;
  return [
    screen(d.index.path, handle, () => import('./routes/debug/index.tsx')),
    screen(
      d.theme.path,
      { ...handle, back: d.index.href() },
      () => import('./routes/debug/theme.tsx'),
    ),
    ...[
      d.pushNotifications,
      d.swipeToRefresh,
      d.openDialogFromMenuButton,
      d.maintainScrollPosition,
      d.maintainScrollPositionCascaded,
      d.maintainScrollPositionCascadedTwoWayDataFlow,
      d.scrollToElementPosition,
      d.vuetifyTest,
    ].map((route) => screen(route.path, { ...handle, back: d.index.href() }, placeholder)),
  ];
}

function signedInRoutes(options: RouteOptions): RouteObject[] {
  const { debug, signedIn, queryClient } = options;
  const routes = [
    {
      ...screen(
        paths.groups.path,
        { title: 'groups', main: true },
        () => import('./routes/groups.tsx'),
      ),
      // The groups and the week are asked for while the screen's code loads (as for a group).
      loader: () => {
        void import('./prefetch-groups-screen.ts').then((module) =>
          module.prefetchGroupsScreen(queryClient),
        );
        return null;
      },
    },
    {
      ...screen(
        paths.group.path,
        { title: 'group', back: paths.groups.href() },
        () => import('./routes/group.tsx'),
      ),
      // Runs while the lazy screen loads and does not wait for its data: the screen shows its
      // own loading state, as it does without the prefetch.
      loader: ({ params, request }: LoaderFunctionArgs) => {
        const groupId = params.groupId ?? '';
        void import('./prefetch-group-screen.ts').then((module) =>
          module.prefetchGroupScreen(queryClient, groupId, request.url),
        );
        return null;
      },
      // Choosing a day changes only the query; the screen fetches other months itself.
      shouldRevalidate: ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) =>
        currentParams.groupId !== nextParams.groupId,
    },
    screen(
      paths.groupStatistics.path,
      { title: 'statistics' },
      () => import('./routes/group-statistics.tsx'),
    ),
    screen(
      paths.notifications.path,
      { title: 'notifications', main: true },
      () => import('./routes/notifications.tsx'),
    ),
    screen(paths.invites.path, { title: 'invites' }, () => import('./routes/invites.tsx')),
    screen(paths.locations.path, { title: 'locations' }, comingSoon),
    screen(paths.groupsSettings.path, { title: 'groupsSettings' }, comingSoon),
    screen(paths.profile.path, { title: 'profile' }, () => import('./routes/profile.tsx')),
    screen(paths.settings.path, { title: 'settings' }, () => import('./routes/settings.tsx')),
    // docs/product.md#debug-routes: debug routes exist only while the debug flag is on; otherwise
    // they are unknown paths and get the not-found page like any other.
    ...(debug ? debugRoutes() : []),
  ];
  if (signedIn) return routes;
  // A visitor gets the landing page in place of every signed-in screen, on the same URL, so the
  // reload after log-in lands where they wanted to go (an invite link, say). Only its code
  // loads: a visitor never waits for a screen they cannot see.
  // The landing page itself needs none of the screens' texts (only its dialogs' messages may):
  // they load once it is up, not beside it, where they would delay its largest paint.
  const landing = () => {
    preloadLandingImages();
    void afterFirstScreen.then(() => import('../lib/i18n/screen-texts.ts'));
    return import('./routes/landing.tsx');
  };
  return routes.map(({ path }) => ({ path, handle: { title: 'groups' }, lazy: landing }));
}

function publicRoutes(): RouteObject[] {
  const join = () => import('./routes/join.tsx');
  return [
    // Open to visitors: an invite link must show its group, with Log In and Sign Up, to someone
    // who has no account yet (docs/product.md#join-screen). Signing in is the join screen's own
    // business.
    screen(paths.join.path, { title: 'join' }, join),
    screen(paths.joinInvite.path, { title: 'join' }, join),
    ...[paths.resetPassword, paths.resetPasswordInPath].map(({ path }) =>
      screen(path, { title: 'resetPassword' }, () => import('./routes/reset-password.tsx')),
    ),
    ...[paths.confirmEmail, paths.confirmEmailInPath].map(({ path }) =>
      screen(path, { title: 'confirmEmail' }, () => import('./routes/confirm-email.tsx')),
    ),
    screen(paths.privacy.path, { title: 'privacy' }, () => import('./routes/privacy.tsx')),
    screen(paths.imprint.path, { title: 'imprint' }, () => import('./routes/imprint.tsx')),
    screen(paths.about.path, { title: 'about' }, () => import('./routes/about.tsx')),
    screen('*', { title: 'notFound' }, () => import('./routes/not-found.tsx')),
  ];
}

interface RouteOptions {
  debug: boolean;
  /** Fixed for the life of the page: log-in and log-out reload it (docs/product.md#log-out). */
  signedIn: boolean;
  /** For loaders that prefetch a screen's data while its code loads. */
  queryClient: QueryClient;
}

export function createRoutes(options: RouteOptions): RouteObject[] {
  return [
    {
      Component: RootLayout,
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: SessionLayout,
          children: [
            // docs/product.md#routes: / redirects to /groups, keeping the query (the start-up
            // has already taken pageReloadedAfterLogin out, lib/reload-page.ts). A loader
            // redirects before anything renders; the null element is never shown.
            {
              index: true,
              loader: ({ request }) => redirect(paths.groups.href() + new URL(request.url).search),
              element: null,
            },
            ...signedInRoutes(options),
            { Component: VisitorFrame, children: publicRoutes() },
          ],
        },
      ],
    },
  ];
}
