import { movedOn } from '@turnout/domain/testing';
import { describe, expect, it } from 'vitest';
import { API_PATHS, GROUP_MESSAGES, pathFor } from '@turnout/domain';
import { useTestApp } from '../../test/app.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { buildGroup, groupTablesSnapshot, type TestGroup } from '../../test/group-factories.ts';

// The dates below as written, moved on to days still to come (CONTRIBUTING.md "Tests and the
// calendar"): a member's own past day is closed.
const later = movedOn('2027-03-28');

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

const inviteCode = (a: Actors) => ({ inviteCode: a.group.inviteCode });
const memberPath = (userId: (a: Actors) => string) => (a: Actors) =>
  pathFor(API_PATHS.groupMember, { groupId: a.group.id, userId: userId(a) });

/** One row of the matrix: the answers to the visitor, a non-member, a member and the owner. */
function endpoint(
  name: string,
  method: Endpoint['method'],
  url: Endpoint['url'],
  [visitor, nonMember, member, owner]: [number, number, number, number],
  body?: unknown,
): Endpoint {
  return { name, method, url, body, expected: { visitor, nonMember, member, owner } };
}

// prettier-ignore
const ENDPOINTS: Endpoint[] = [
  endpoint('list my groups', 'GET', () => API_PATHS.groups, [401, 200, 200, 200]),
  endpoint('create a group', 'POST', () => API_PATHS.groups, [401, 201, 201, 201], { name: 'Another group' }),
  endpoint('read the group', 'GET', group, [401, 404, 200, 200]),
  endpoint('edit the group', 'PATCH', group, [401, 404, 403, 200], { name: 'Renamed', location: 'Hall 9' }),
  endpoint('delete the group', 'DELETE', group, [401, 404, 403, 204]),
  endpoint('list the members', 'GET', groupScoped(API_PATHS.groupMembers), [401, 404, 200, 200]),
  endpoint('remove another member', 'DELETE', memberPath((a) => a.otherMember.user.id), [401, 404, 403, 204]),
  endpoint('leave (remove my own membership)', 'DELETE', memberPath((a) => (a.me ?? a.otherMember).user.id), [401, 404, 204, 409]),
  endpoint('read the invite link', 'GET', groupScoped(API_PATHS.groupInvite), [401, 404, 403, 200]),
  endpoint('make a new invite link', 'POST', groupScoped(API_PATHS.groupInvite), [401, 404, 403, 201]),
  endpoint('revoke the invite link', 'DELETE', groupScoped(API_PATHS.groupInvite), [401, 404, 403, 204]),
  endpoint('list the invites of my groups', 'GET', () => API_PATHS.invites, [401, 200, 200, 200]),
  endpoint('preview an invite', 'GET', (a) => pathFor(API_PATHS.invite, inviteCode(a)), [200, 200, 200, 200]),
  endpoint('join through an invite', 'POST', (a) => pathFor(API_PATHS.join, inviteCode(a)), [401, 201, 200, 200]),
  endpoint('read attendance', 'GET', (a) => `${groupScoped(API_PATHS.attendance)(a)}?from=2026-03-01&to=2026-03-31`, [401, 404, 200, 200]),
  endpoint('set my attendance', 'PUT', groupScoped(API_PATHS.attendance), [401, 404, 200, 200], { day: later('2027-03-28'), state: 'present', note: 'late' }),
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
