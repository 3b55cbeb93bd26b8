import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { apiError, json } from '../../../test/fixtures.ts';
import {
  buildInvite,
  buildMemberView,
  graceUser,
  grace,
  INVITE_CODE,
  owner,
} from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { joinIntentFor, rememberJoinIntent } from '../model/join-intent.ts';

const slow = { timeout: 5000 };
const JOIN = `POST /api/invites/${INVITE_CODE}/join`;

/** The group reads for members only: 404 until Grace has joined (or from the start). */
function serve(
  join: () => Response = () => json(201, { groupId: 'g1', alreadyMember: false }),
  { member = false } = {},
) {
  let joined = member;
  return stubApi({
    [`GET /api/invites/${INVITE_CODE}`]: () => json(200, { invite: buildInvite() }),
    [JOIN]: () => {
      const response = join();
      joined ||= response.ok;
      return response;
    },
    'GET /api/groups/g1': () =>
      joined ? json(200, buildMemberView({ members: [owner, grace] })) : apiError(404, 'not-found'),
  });
}

describe('Join screen', { timeout: 15_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it("shows the invite's group: name, owner, location and description", async () => {
    serve();
    renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    const card = await screen.findByRole('region', { name: 'Climbing Crew' }, slow);
    expect(within(card).getByRole('heading', { name: 'Climbing Crew' })).toBeVisible();
    expect(card).toHaveTextContent('Owner: Ada Lovelace');
    expect(card).toHaveTextContent('Boulderhalle Nord');
    expect(card).toHaveTextContent('Tuesdays and Thursdays from 18:00');
    expect(await within(card).findByRole('button', { name: 'Join' }, slow)).toBeEnabled();
  });

  it('joins, waits until the membership shows, and opens the group', async () => {
    const calls = serve();
    const { events, router } = renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    await events.click(await screen.findByRole('button', { name: 'Join' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(JOIN);
    expect(await screen.findByText('You have joined the group Climbing Crew.')).toBeVisible();
  });

  it('tells an existing member so and takes them to the group, joining nothing', async () => {
    const calls = serve(undefined, { member: true });
    const { events, router } = renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    expect(
      await screen.findByText('You are already a member of Climbing Crew.', {}, slow),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('link', { name: 'Open group' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
    expect(calls.map((call) => `${call.method} ${call.path}`)).not.toContain(JOIN);
  });

  it.each([
    ['membership-write-denied', 403, /You could not be added to this group/],
    ['invite-not-found', 404, /This invite link is not valid/],
  ])('explains %s', async (code, status, message) => {
    serve(() => apiError(status, code));
    const { events, router } = renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    await events.click(await screen.findByRole('button', { name: 'Join' }, slow));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(router.state.location.pathname).toBe(`/join/${INVITE_CODE}`);
  });

  it('says so when the invite does not exist', async () => {
    stubApi({});
    renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    expect(await screen.findByText(/This invite link is not valid/, {}, slow)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter another invite' })).toHaveAttribute(
      'href',
      '/join',
    );
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  });

  it('continues with the join after the visitor asked to join and logged in on this screen', async () => {
    serve();
    rememberJoinIntent(INVITE_CODE);
    const { router } = renderRoute(`/join/${INVITE_CODE}?pageReloadedAfterLogin=true`, {
      user: graceUser,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
  });

  it('continues the join after signing in until the group opens, though the membership check would find it midway', async () => {
    rememberJoinIntent(INVITE_CODE);
    // A back end whose member list lags: the group reads for Grace at once, listing her a check
    // later. A membership check during the join would take her for a member already.
    let reads = 0;
    stubApi({
      [`GET /api/invites/${INVITE_CODE}`]: () => json(200, { invite: buildInvite() }),
      [JOIN]: () => ((reads = 1), json(201, { groupId: 'g1', alreadyMember: false })),
      'GET /api/groups/g1': () =>
        reads === 0
          ? apiError(404, 'not-found')
          : json(200, buildMemberView({ members: reads++ === 1 ? [owner] : [owner, grace] })),
    });
    const { router } = renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), {
      timeout: 6000,
    });
    expect(await screen.findByText('You have joined the group Climbing Crew.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Open group' })).not.toBeInTheDocument();
    expect(joinIntentFor(INVITE_CODE)).toBeUndefined();
  });

  it('continues a join that a reload interrupted after its write, as this join', async () => {
    rememberJoinIntent(INVITE_CODE, { written: true });
    const calls = serve(() => json(200, { groupId: 'g1', alreadyMember: true }), { member: true });
    const { router } = renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
    expect(await screen.findByText('You have joined the group Climbing Crew.')).toBeVisible();
    expect(calls.filter((call) => `${call.method} ${call.path}` === JOIN)).toHaveLength(1);
  });

  it("takes a member who signed in from their group's link to the group, and tells them so", async () => {
    rememberJoinIntent(INVITE_CODE);
    serve(() => json(200, { groupId: 'g1', alreadyMember: true }), { member: true });
    const { router } = renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
    expect(await screen.findByText('You are already a member of Climbing Crew.')).toBeVisible();
  });

  it('joins once on a double tap', async () => {
    const calls = serve();
    const { events, router } = renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    await events.dblClick(await screen.findByRole('button', { name: 'Join' }, slow));
    await waitFor(() => expect(router.state.location.pathname).toBe('/groups/g1'), slow);
    expect(calls.filter((call) => `${call.method} ${call.path}` === JOIN)).toHaveLength(1);
  });

  it('forgets a failed join: the next visit asks again', async () => {
    rememberJoinIntent(INVITE_CODE);
    serve(() => apiError(403, 'membership-write-denied'));
    renderRoute(`/join/${INVITE_CODE}`, { user: graceUser });
    expect(await screen.findByText(/You could not be added to this group/, {}, slow)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(joinIntentFor(INVITE_CODE)).toBeUndefined();
  });

  it('never joins because of the URL alone', async () => {
    const calls = serve();
    const { router } = renderRoute(`/join/${INVITE_CODE}?pageReloadedAfterLogin=true`, {
      user: graceUser,
    });
    expect(await screen.findByRole('button', { name: 'Join' }, slow)).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.map((call) => `${call.method} ${call.path}`)).not.toContain(JOIN);
    expect(router.state.location.pathname).toBe(`/join/${INVITE_CODE}`);
  });

  it('takes a pasted link or code to its invite', async () => {
    stubApi({});
    const { events, router } = renderRoute('/join', { user: graceUser });
    const field = await screen.findByRole('textbox', { name: 'Invite code or link' }, slow);
    await events.type(field, 'not a code');
    await events.click(screen.getByRole('button', { name: 'Continue' }));
    expect(field).toHaveAccessibleDescription(/This is not an invite link or code/);

    await events.clear(field);
    await events.click(field);
    await events.paste(`https://turnout.example/join/${INVITE_CODE.toLowerCase()}`);
    await events.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/join/${INVITE_CODE}`));
  });
});
