import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Group, User } from '@turnout/domain';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from '../../../app/provider.tsx';
import { configQueryOptions } from '../../../lib/config.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { sessionQueryOptions } from '../../../lib/session.ts';
import { testConfig, testUser } from '../../../test/fixtures.ts';
import { GroupCalendar } from '../components/group-calendar.tsx';

export const testGroup: Group = {
  id: 'g1',
  name: 'Climbing',
  location: 'Boulderhalle Nord',
  description: 'Tuesdays and Thursdays from 18:00.',
  ownerId: testUser.id,
  ownerDisplayName: testUser.displayName,
  memberCount: 3,
  currentUserIsOwner: true,
  members: [
    { userId: testUser.id, userDisplayName: testUser.displayName, role: 'owner' },
    { userId: 'u2', userDisplayName: 'Grace Hopper', role: 'member' },
    { userId: 'u3', userDisplayName: 'Katherine Johnson', role: 'member' },
  ],
};

/** The group screen's body alone, signed in as testUser, at `search` (e.g. "?activeDay=…"). */
export function renderCalendar(
  search = '',
  { group = testGroup, user = testUser }: { group?: Group; user?: User } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(configQueryOptions.queryKey, testConfig);
  queryClient.setQueryData(sessionQueryOptions.queryKey, user);
  const router = createMemoryRouter(
    [{ path: '/groups/:groupId', element: <GroupCalendar group={group} /> }],
    { initialEntries: [`/groups/${group.id}${search}`] },
  );
  const events = userEvent.setup();
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, events, queryClient };
}
