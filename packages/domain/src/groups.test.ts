import { describe, expect, it } from 'vitest';
import {
  createGroupInputSchema,
  groupListResponseSchema,
  groupResponseSchema,
  sortMembers,
  updateGroupInputSchema,
  type GroupMember,
} from './groups.ts';
import { GROUP_MESSAGES, leftGroupMessage } from './messages.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('create group input (docs/product.md#validation)', () => {
  it('requires a name: "group name is required"', () => {
    for (const name of ['', '   ', '\n\t']) {
      expect(firstMessage(createGroupInputSchema.safeParse({ name }))).toBe(
        'group name is required',
      );
    }
    expect(createGroupInputSchema.safeParse({}).success).toBe(false);
  });

  it('keeps location and description only when filled in', () => {
    expect(
      createGroupInputSchema.parse({ name: ' Gym ', location: '  ', description: '' }),
    ).toEqual({ name: 'Gym' });
    expect(
      createGroupInputSchema.parse({
        name: 'Gym',
        location: 'Hall 2',
        description: 'Line 1\nLine 2',
      }),
    ).toEqual({ name: 'Gym', location: 'Hall 2', description: 'Line 1\nLine 2' });
  });

  it('keeps text as typed, markup included', () => {
    expect(createGroupInputSchema.parse({ name: '<b>Gym & "Co"</b>' }).name).toBe(
      '<b>Gym & "Co"</b>',
    );
  });

  it('limits lengths with clear messages', () => {
    expect(createGroupInputSchema.safeParse({ name: 'x'.repeat(80) }).success).toBe(true);
    expect(firstMessage(createGroupInputSchema.safeParse({ name: 'x'.repeat(81) }))).toBe(
      'group name can have at most 80 characters',
    );
    expect(
      firstMessage(createGroupInputSchema.safeParse({ name: 'Gym', location: 'x'.repeat(121) })),
    ).toBe('location can have at most 120 characters');
    expect(
      firstMessage(
        createGroupInputSchema.safeParse({ name: 'Gym', description: 'x'.repeat(1001) }),
      ),
    ).toBe('description can have at most 1000 characters');
  });

  it('refuses unknown fields', () => {
    expect(createGroupInputSchema.safeParse({ name: 'Gym', ownerId: 'u2' }).success).toBe(false);
  });
});

describe('update group input', () => {
  it('changes only what is given; null or blank clears location and description', () => {
    expect(updateGroupInputSchema.parse({})).toEqual({});
    expect(updateGroupInputSchema.parse({ name: 'Gym 2' })).toEqual({ name: 'Gym 2' });
    expect(updateGroupInputSchema.parse({ location: null, description: ' ' })).toEqual({
      location: null,
      description: null,
    });
    expect(updateGroupInputSchema.parse({ location: ' Hall 3 ' })).toEqual({ location: 'Hall 3' });
  });

  it('still requires a non-empty name when one is given', () => {
    expect(firstMessage(updateGroupInputSchema.safeParse({ name: ' ' }))).toBe(
      'group name is required',
    );
    expect(updateGroupInputSchema.safeParse({ members: [] }).success).toBe(false);
  });
});

describe('group responses', () => {
  const summary = {
    id: 'g1',
    name: 'Gym',
    ownerId: 'u1',
    ownerDisplayName: 'Ada',
    memberCount: 2,
    currentUserIsOwner: true,
  };

  it('lists owned groups apart from member groups, without member lists', () => {
    const list = groupListResponseSchema.parse({
      owned: [{ ...summary, members: [{ userId: 'u1' }] }],
      member: [],
    });
    expect(list.owned[0]).toEqual(summary);
  });

  it('gives the group with its members and, for the owner, the invite code', () => {
    const group = {
      ...summary,
      location: 'Hall 2',
      members: [
        { userId: 'u1', userDisplayName: 'Ada', role: 'owner' },
        { userId: 'u2', userDisplayName: 'Bo', role: 'member' },
      ],
      inviteCode: 'ABCDEFGHIJKLMNOPQRSTUVWX',
      muted: false,
    };
    expect(groupResponseSchema.parse(group)).toEqual(group);
    expect(
      groupResponseSchema.safeParse({ ...group, members: [{ userId: 'u3', role: 'admin' }] })
        .success,
    ).toBe(false);
  });

  it('orders members owner first, then by name', () => {
    const members: GroupMember[] = [
      { userId: 'u3', userDisplayName: 'zoë', role: 'member' },
      { userId: 'u2', userDisplayName: 'Ärne', role: 'member' },
      { userId: 'u1', userDisplayName: 'Max', role: 'owner' },
      { userId: 'u4', userDisplayName: 'Bo', role: 'member' },
    ];
    expect(sortMembers(members).map((m) => m.userDisplayName)).toEqual([
      'Max',
      'Ärne',
      'Bo',
      'zoë',
    ]);
  });
});

describe('group texts (docs/product.md#group-errors, #leaving-removal-and-deletion)', () => {
  it('quotes the product', () => {
    expect(GROUP_MESSAGES.notFound).toBe("Group doesn't exist or you don't have access to it.");
    expect(GROUP_MESSAGES.ownerNote).toBe('You are the owner of this group.');
    expect(leftGroupMessage('Gym $&')).toBe('You have left the group Gym $&');
  });
});
