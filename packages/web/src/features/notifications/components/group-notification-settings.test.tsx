import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { apiError, json, testUser } from '../../../test/fixtures.ts';
import { buildGroup, summaryOf } from '../../../test/group-fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// Screens load lazily; on a busy machine that takes longer than the default second.
configure({ asyncUtilTimeout: 5000 });
const slow = { timeout: 5000 };

const crew = summaryOf(buildGroup({ muted: false }));
const club = summaryOf(buildGroup({ id: 'g2', name: 'Book Club', muted: true }));

function server(mute: () => Response) {
  let muted = false;
  return stubApi({
    'GET /api/groups': () => json(200, { owned: [{ ...crew, muted }], member: [club] }),
    'PUT /api/groups/g1/mute': (call) => {
      const answer = mute();
      if (answer.ok) muted = (call.body as { muted: boolean }).muted;
      return answer;
    },
    'GET /api/feeds/personal': () => json(200, { active: false }),
  });
}

async function section() {
  return screen.findByRole('region', { name: 'Notifications' }, slow);
}

describe('Group notifications in settings', { timeout: 20_000 }, () => {
  it('has a switch per group, on unless muted, and mutes a group when turned off', async () => {
    const calls = server(() => new Response(null, { status: 204 }));
    const { events } = renderRoute('/settings', { user: testUser });
    const crewSwitch = await within(await section()).findByRole('switch', {
      name: 'Notifications from Climbing Crew',
    });
    expect(crewSwitch).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Notifications from Book Club' })).not.toBeChecked();

    await events.click(crewSwitch);
    await waitFor(() => expect(crewSwitch).not.toBeChecked());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/api/groups/g1/mute', body: { muted: true } },
    ]);
  });

  it('says so when the change could not be saved, and shows the switch as it was', async () => {
    server(() => apiError(500, 'internal'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { events } = renderRoute('/settings', { user: testUser });
    const crewSwitch = await within(await section()).findByRole('switch', {
      name: 'Notifications from Climbing Crew',
    });
    await events.click(crewSwitch);
    expect(
      await screen.findByText("The notification setting couldn't be saved. Please try again."),
    ).toBeVisible();
    await waitFor(() => expect(crewSwitch).toBeChecked());
  });
});
