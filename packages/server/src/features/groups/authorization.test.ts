import { describe, expect, it } from 'vitest';
import { API_PATHS, GROUP_MESSAGES, pathFor } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, groupTablesSnapshot, type TestGroup } from '../../test/group-factories.ts';

// The authorization matrix (docs/product.md#roles-and-access): every group, membership, invite and attendance
// endpoint × (visitor, non-member, member, owner). Each cell runs on a fresh group with an owner
// and two members; a refused request must leave every group table exactly as it was.

type Role = 'visitor' | 'nonMember' | 'member' | 'owner';
const ROLES: Role[] = ['visitor', 'nonMember', 'member', 'owner'];

interface Actors {
  group: TestGroup;
  /** The acting user (undefined for the visitor). */
  me: SignedInUser | undefined;
  /** Someone else's membership, for removal. */
  otherMember: SignedInUser;
}

interface Endpoint {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (a: Actors) => string;
  body?: unknown;
  expected: Record<Role, number>;
}

const group = (a: Actors) => pathFor(API_PATHS.group, { groupId: a.group.id });
const groupScoped = (template: string) => (a: Actors) => template.replace(':groupId', a.group.id);

const ENDPOINTS: Endpoint[] = [
  {
    name: 'list my groups',
    method: 'GET',
    url: () => API_PATHS.groups,
    expected: { visitor: 401, nonMember: 200, member: 200, owner: 200 },
  },
  {
    name: 'create a group',
    method: 'POST',
    url: () => API_PATHS.groups,
    body: { name: 'Another group' },
    expected: { visitor: 401, nonMember: 201, member: 201, owner: 201 },
  },
  {
    name: 'read the group',
    method: 'GET',
    url: group,
    expected: { visitor: 401, nonMember: 404, member: 200, owner: 200 },
  },
  {
    name: 'edit the group',
    method: 'PATCH',
    url: group,
    body: { name: 'Renamed', location: 'Hall 9' },
    expected: { visitor: 401, nonMember: 404, member: 403, owner: 200 },
  },
  {
    name: 'delete the group',
    method: 'DELETE',
    url: group,
    expected: { visitor: 401, nonMember: 404, member: 403, owner: 204 },
  },
  {
    name: 'list the members',
    method: 'GET',
    url: groupScoped(API_PATHS.groupMembers),
    expected: { visitor: 401, nonMember: 404, member: 200, owner: 200 },
  },
  {
    name: 'remove another member',
    method: 'DELETE',
    url: (a) =>
      pathFor(API_PATHS.groupMember, { groupId: a.group.id, userId: a.otherMember.user.id }),
    expected: { visitor: 401, nonMember: 404, member: 403, owner: 204 },
  },
  {
    name: 'leave (remove my own membership)',
    method: 'DELETE',
    url: (a) =>
      pathFor(API_PATHS.groupMember, {
        groupId: a.group.id,
        userId: (a.me ?? a.otherMember).user.id,
      }),
    expected: { visitor: 401, nonMember: 404, member: 204, owner: 409 },
  },
  {
    name: 'read the invite link',
    method: 'GET',
    url: groupScoped(API_PATHS.groupInvite),
    expected: { visitor: 401, nonMember: 404, member: 403, owner: 200 },
  },
  {
    name: 'make a new invite link',
    method: 'POST',
    url: groupScoped(API_PATHS.groupInvite),
    expected: { visitor: 401, nonMember: 404, member: 403, owner: 201 },
  },
  {
    name: 'revoke the invite link',
    method: 'DELETE',
    url: groupScoped(API_PATHS.groupInvite),
    expected: { visitor: 401, nonMember: 404, member: 403, owner: 204 },
  },
  {
    name: 'list the invites of my groups',
    method: 'GET',
    url: () => API_PATHS.invites,
    expected: { visitor: 401, nonMember: 200, member: 200, owner: 200 },
  },
  {
    name: 'preview an invite',
    method: 'GET',
    url: (a) => pathFor(API_PATHS.invite, { inviteCode: a.group.inviteCode }),
    expected: { visitor: 200, nonMember: 200, member: 200, owner: 200 },
  },
  {
    name: 'join through an invite',
    method: 'POST',
    url: (a) => pathFor(API_PATHS.join, { inviteCode: a.group.inviteCode }),
    expected: { visitor: 401, nonMember: 201, member: 200, owner: 200 },
  },
  {
    name: 'read attendance',
    method: 'GET',
    url: (a) => `${groupScoped(API_PATHS.attendance)(a)}?from=2026-03-01&to=2026-03-31`,
    expected: { visitor: 401, nonMember: 404, member: 200, owner: 200 },
  },
  {
    name: 'set my attendance',
    method: 'PUT',
    url: groupScoped(API_PATHS.attendance),
    body: { day: '2026-03-29', state: 'present', note: 'late' },
    expected: { visitor: 401, nonMember: 404, member: 200, owner: 200 },
  },
];

describe('authorization matrix', () => {
  const t = useTestApp();

  async function actors(role: Role): Promise<Actors> {
    const group = await buildGroup(t.db, { members: 2 });
    const [member, otherMember] = group.members as [SignedInUser, SignedInUser];
    const me =
      role === 'visitor'
        ? undefined
        : role === 'nonMember'
          ? await t.signIn()
          : role === 'member'
            ? member
            : group.owner;
    return { group, me, otherMember };
  }

  const cells = ENDPOINTS.flatMap((endpoint) =>
    ROLES.map((role) => [endpoint.name, role, endpoint.expected[role], endpoint] as const),
  );

  it.each(cells)('%s as %s → %i', async (_name, role, status, endpoint) => {
    const a = await actors(role);
    const before = await groupTablesSnapshot(t.db);
    const res = await t.request({
      method: endpoint.method,
      url: endpoint.url(a),
      body: endpoint.body,
      as: a.me,
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status >= 400) {
      expect(await groupTablesSnapshot(t.db)).toEqual(before);
      const expectedCode = {
        401: 'unauthenticated',
        403: 'permission-denied',
        404: 'not-found',
        409: 'aborted',
      }[status];
      expect(res.json().error.code).toBe(expectedCode);
    }
    if (status === 404) expect(res.json().error.message).toBe(GROUP_MESSAGES.notFound);
  });

  it('answers a non-member the same 404 for a group that exists, one that does not, and a malformed id', async () => {
    const { group } = await actors('owner');
    const stranger = await t.signIn();
    const ids = [group.id, crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1"];
    for (const endpoint of ENDPOINTS.filter((e) => e.expected.nonMember === 404)) {
      const bodies = new Set<string>();
      for (const id of ids) {
        const other = { ...group, id };
        const res = await t.request({
          method: endpoint.method,
          url: endpoint.url({ group: other, me: stranger, otherMember: stranger }),
          body: endpoint.body,
          as: stranger,
        });
        expect(res.statusCode, `${endpoint.name} ${id}`).toBe(404);
        bodies.add(res.body);
      }
      expect([...bodies], endpoint.name).toEqual([
        JSON.stringify({ error: { code: 'not-found', message: GROUP_MESSAGES.notFound } }),
      ]);
    }
  });
});
