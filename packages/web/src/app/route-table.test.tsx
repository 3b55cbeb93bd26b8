import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub.ts';
import { json, testUser } from '../test/fixtures.ts';
import { buildGroup, buildInvite, INVITE_CODE } from '../test/group-fixtures.ts';
import { renderRoute } from '../test/render-route.tsx';

/** The screen's title, in the app bar's heading. */
async function title() {
  return (await screen.findByRole('heading', { level: 1 })).textContent;
}

// A signed-in user with no groups yet, one group g1, one invite (for the join screen) and an
// empty inbox (the screen's page and the bell's count).
beforeEach(() => {
  stubApi({
    'GET /api/groups': () => json(200, { owned: [], member: [] }),
    'GET /api/notifications?limit=20': () => json(200, { items: [], unreadCount: 0 }),
    'GET /api/notifications?limit=1': () => json(200, { items: [], unreadCount: 0 }),
    'GET /api/groups/g1': () => json(200, buildGroup()),
    [`GET /api/invites/${INVITE_CODE}`]: () => json(200, { invite: buildInvite() }),
  });
});

describe('route table', () => {
  it('sends / to /groups, keeping the query', async () => {
    const { router } = renderRoute('/?pageReloadedAfterLogin=true', { user: testUser });
    expect(await title()).toBe('Groups');
    expect(router.state.location.pathname).toBe('/groups');
    expect(router.state.location.search).toBe('?pageReloadedAfterLogin=true');
  });

  it('shows the groups empty state with a Create button', async () => {
    renderRoute('/groups', { user: testUser });
    expect(await screen.findByText(/create your first group and invite others/i)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create' })).toBeVisible();
  });

  it('shows the notifications empty state', async () => {
    renderRoute('/notifications', { user: testUser });
    expect(await screen.findByText("You don't have any notifications yet.")).toBeVisible();
    expect(await title()).toBe('Notifications');
  });

  it('answers an unknown path with a not-found page and a way home', async () => {
    renderRoute('/no/such/page', { user: testUser });
    expect(await title()).toBe('Page not found');
    expect(screen.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute('href', '/');
  });

  it('hides the debug routes unless the debug flag is on', async () => {
    renderRoute('/debug/theme', { user: testUser });
    expect(await title()).toBe('Page not found');
  });

  it('serves the debug routes when the debug flag is on', async () => {
    renderRoute('/debug', { user: testUser, config: { debug: true } });
    expect(await title()).toBe('Debug');
    expect(screen.getByRole('link', { name: 'Theme' })).toHaveAttribute('href', '/debug/theme');
  });

  it.each(['/groups', '/groups/g1', '/notifications', '/invites', '/settings'])(
    'shows a visitor the landing page on %s',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('button', { name: 'Log In' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Sign Up' })).toBeVisible();
      expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    },
  );

  it('shows a visitor the invite on /join/:inviteCode, with Log In and Sign Up', async () => {
    renderRoute(`/join/${INVITE_CODE}`);
    expect(await screen.findByRole('heading', { name: 'Climbing Crew' })).toBeVisible();
    expect(await title()).toBe('Join Group');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('lets a visitor paste an invite on /join', async () => {
    renderRoute('/join');
    expect(await screen.findByRole('textbox', { name: 'Invite code or link' })).toBeVisible();
  });

  it.each([
    ['/privacy', 'Privacy', /password hash|hash of your password/i],
    ['/about', 'About', /Version 0\.7\.2/],
  ])('lets a visitor read %s', async (path, heading, text) => {
    renderRoute(path);
    expect(await title()).toBe(heading);
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('gives placeholder routes a page that says what is going on', async () => {
    renderRoute('/locations', { user: testUser });
    expect(await title()).toBe('Locations');
    expect(screen.getByText(/not available yet/i)).toBeVisible();
  });

  it.each(['/groups', '/notifications'])(
    'shows no back button on the main route %s',
    async (path) => {
      renderRoute(path, { user: testUser });
      await title();
      expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    },
  );

  it('leads back from a group to the groups', async () => {
    const { events, router } = renderRoute('/groups/g1', { user: testUser });
    await events.click(await screen.findByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/groups');
  });

  it('goes one step back where no target is given', async () => {
    const { events, router } = renderRoute('/groups', { user: testUser });
    await events.click(await screen.findByRole('link', { name: 'Notifications' }));
    // The screen loads lazily; a navigation started before it arrives would replace this one.
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'), {
      timeout: 5000,
    });
    await router.navigate('/settings');
    await events.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 5000 }));
    expect(router.state.location.pathname).toBe('/notifications');
  });
});

describe('signed-in shell', () => {
  it('has a main landmark and a bottom navigation', async () => {
    renderRoute('/groups', { user: testUser });
    await title();
    expect(screen.getByRole('main')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Groups' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Notifications' })).toBeVisible();
  });

  it('opens the drawer with the profile and links, Debug only with the debug flag', async () => {
    const { events } = renderRoute('/groups', { user: testUser });
    await events.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(screen.getByText(testUser.displayName)).toBeVisible();
    expect(screen.getByText(testUser.email)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeEnabled();
    expect(within(menu).getByRole('link', { name: /Give Feedback/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(menu).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(menu).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(within(menu).queryByRole('link', { name: 'Debug' })).not.toBeInTheDocument();
  });

  it('lists Debug in the drawer when the debug flag is on', async () => {
    const { events } = renderRoute('/groups', { user: testUser, config: { debug: true } });
    await events.click(await screen.findByRole('button', { name: 'Account' }));
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByRole('link', { name: 'Debug' })).toHaveAttribute('href', '/debug');
  });
});
