import type { Group, GroupMember, GroupSummary, Invite, User } from '@turnout/domain';
import { testUser } from './fixtures.ts';

// Groups as the server sends them, built around the signed-in test user (Ada, u1).

export const owner: GroupMember = { userId: 'u1', userDisplayName: 'Ada Lovelace', role: 'owner' };
export const grace: GroupMember = { userId: 'u2', userDisplayName: 'Grace Hopper', role: 'member' };
export const alan: GroupMember = { userId: 'u3', userDisplayName: 'Alan Turing', role: 'member' };

export const INVITE_CODE = 'ABCDEFGHIJKLMNOPQRSTUVWX';

/** Ada's group with Grace as a member; override any field. */
export function buildGroup(overrides: Partial<Group> = {}): Group {
  const members = overrides.members ?? [owner, grace];
  return {
    id: 'g1',
    name: 'Climbing Crew',
    location: 'Boulderhalle Nord',
    description: 'Tuesdays and Thursdays from 18:00',
    ownerId: testUser.id,
    ownerDisplayName: testUser.displayName,
    memberCount: members.length,
    currentUserIsOwner: true,
    members,
    inviteCode: INVITE_CODE,
    ...overrides,
  };
}

/** The same group seen by Grace, a member: no invite code, not the owner. */
export function buildMemberView(overrides: Partial<Group> = {}): Group {
  const group = buildGroup({ currentUserIsOwner: false, ...overrides });
  delete group.inviteCode;
  return group;
}

export function summaryOf(group: Group): GroupSummary {
  const summary: Partial<Group> = { ...group };
  delete summary.members;
  delete summary.inviteCode;
  return summary as GroupSummary;
}

export function buildInvite(overrides: Partial<Invite> = {}): Invite {
  return {
    inviteCode: INVITE_CODE,
    groupId: 'g1',
    groupName: 'Climbing Crew',
    groupOwnerId: testUser.id,
    groupOwnerDisplayName: testUser.displayName,
    groupLocation: 'Boulderhalle Nord',
    groupDescription: 'Tuesdays and Thursdays from 18:00',
    expires: null,
    ...overrides,
  };
}

/** Grace, a member of Ada's group, as the signed-in user. */
export const graceUser: User = {
  id: 'u2',
  displayName: 'Grace Hopper',
  email: 'grace@example.com',
  language: 'en',
  languageChosen: false,
};
