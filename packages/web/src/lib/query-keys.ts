// Query keys that more than one feature needs. Features do not import each other, yet leaving a
// group (members) must refresh the group (groups), and joining (invites) the list of groups; the
// keys they share live here, and each endpoint file builds its queryOptions from them.
// Everything about one group sits under ['groups', groupId], so invalidating that prefix
// refreshes the group with all of its data (invite, calendar, ...).

export const queryKeys = {
  /** The start-up reads (app-router.tsx), which a resync leaves alone. */
  config: ['config'] as const,
  session: ['session'] as const,
  /** GET /api/groups: the lists of groups I own and groups I am a member of. */
  groupList: ['group-list'] as const,
  /** GET /api/groups/:groupId, and the prefix of everything scoped to that group. */
  group: (groupId: string) => ['groups', groupId] as const,
  /** GET /api/groups/:groupId/attendance: the prefix of every loaded interval of the calendar. */
  groupAttendance: (groupId: string) => ['groups', groupId, 'attendance'] as const,
  /** GET /api/groups/:groupId/members: the member list, fresh for the Members dialog. */
  groupMembers: (groupId: string) => ['groups', groupId, 'members'] as const,
  /** GET /api/groups/:groupId/invite: the group's current invite (owner). */
  groupInvite: (groupId: string) => ['groups', groupId, 'invite'] as const,
  /** GET /api/groups/:groupId/feed: whether I have a feed link for the group. */
  groupFeed: (groupId: string) => ['groups', groupId, 'feed'] as const,
  /** GET /api/feeds/personal: whether I have a personal feed link. */
  personalFeed: ['personal-feed'] as const,
  /** GET /api/invites: the invites of the groups I own. */
  inviteList: ['invite-list'] as const,
  /** GET /api/invites/:inviteCode: the public preview on the join screen. */
  invitePreview: (inviteCode: string) => ['invite-preview', inviteCode] as const,
  /** POST /api/auth/password-reset/check: whether a reset link still works (it stays unused). */
  resetLinkCheck: (token: string) => ['reset-link-check', token] as const,
};
