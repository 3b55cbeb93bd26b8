import { z } from 'zod/mini';
import { DEFAULT_LOCALE, LIMITS } from './constants.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { storedScheduleSchema } from './season/schedule.ts';
import { lineText, multilineText, type TextCheck } from './text.ts';
import { nameCollator } from './collation.ts';
import { GROUP_ROLES, handOverOfferSchema, trainingNoteSchema } from './coaching.ts';

// Groups: docs/product.md#groups-screen, #create-group-dialog, #members-dialog,
// #groups-and-members and #validation.

// Text is trimmed at both ends and otherwise kept as typed; it is always rendered as text.
const groupName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, VALIDATION_MESSAGES.groupNameRequired),
    z.maxLength(LIMITS.groupName, VALIDATION_MESSAGES.groupNameTooLong),
    lineText(),
  );

/** Optional text: blank means "not filled in" (docs/product.md#validation: sent only when filled in). */
function optionalText(max: number, message: string, text: TextCheck) {
  return z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(max, message), text),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );
}

// The location is one line; a description may break lines.
const location = () =>
  optionalText(LIMITS.groupLocation, VALIDATION_MESSAGES.groupLocationTooLong, lineText());
const description = () =>
  optionalText(
    LIMITS.groupDescription,
    VALIDATION_MESSAGES.groupDescriptionTooLong,
    multilineText(),
  );

/** POST /api/groups. Blank location or description count as absent. */
export const createGroupInputSchema = z.strictObject({
  name: groupName,
  location: location(),
  description: description(),
});
export type CreateGroupInput = z.input<typeof createGroupInputSchema>;
export type CreateGroupData = z.output<typeof createGroupInputSchema>;

/** Text that an update may clear: null or a blank string parse to null. */
function clearableText(max: number, message: string, text: TextCheck) {
  return z.optional(
    z.nullable(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(max, message), text),
        z.transform((value: string) => (value === '' ? null : value)),
      ),
    ),
  );
}

/**
 * PATCH /api/groups/:groupId (owner only). An absent field stays as it is; location and
 * description are cleared by null or a blank string.
 */
export const updateGroupInputSchema = z.strictObject({
  name: z.optional(groupName),
  location: clearableText(
    LIMITS.groupLocation,
    VALIDATION_MESSAGES.groupLocationTooLong,
    lineText(),
  ),
  description: clearableText(
    LIMITS.groupDescription,
    VALIDATION_MESSAGES.groupDescriptionTooLong,
    multilineText(),
  ),
});
export type UpdateGroupInput = z.input<typeof updateGroupInputSchema>;
export type UpdateGroupData = z.output<typeof updateGroupInputSchema>;

export const groupRoleSchema = z.enum(GROUP_ROLES);
export type GroupRole = z.infer<typeof groupRoleSchema>;

export const groupMemberSchema = z.object({
  userId: z.string(),
  userDisplayName: z.string(),
  role: groupRoleSchema,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** A group in the list (GET /api/groups): light, with a member count and no member list. */
export const groupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.optional(z.string()),
  description: z.optional(z.string()),
  ownerId: z.string(),
  ownerDisplayName: z.string(),
  memberCount: z.int().check(z.nonnegative()),
  currentUserIsOwner: z.boolean(),
  /** The current user muted this group's notifications (docs/product.md#notification-rules). */
  muted: z.optional(z.boolean()),
  /** The current user turned on reminders for this group (season.ts); absent means off. */
  reminders: z.optional(z.boolean()),
  /** The hour (0–23, the app's zone) of those reminders; absent means DEFAULT_REMINDER_HOUR. */
  reminderHour: z.optional(z.int().check(z.minimum(0), z.maximum(23))),
  /** Reminders also by e-mail (docs/decisions/053-e-mail-channel-and-digest.md); absent means off. */
  reminderEmail: z.optional(z.boolean()),
  /** The weekly digest by e-mail, for whoever runs the trainings (the same ADR); absent means off. */
  weeklyDigest: z.optional(z.boolean()),
  /** The current user's role in the group (owner, coach, member), where the answer says it. */
  currentUserRole: z.optional(groupRoleSchema),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

/**
 * GET /api/groups/:groupId (and the answer to create and update): the group with its members,
 * owner first. `inviteCode` is the current invite, present only for the owner.
 */
export const groupResponseSchema = z.extend(groupSummarySchema, {
  members: z.array(groupMemberSchema),
  inviteCode: z.optional(z.string()),
  /**
   * The group's training days and cancelled dates (season.ts). The server always sends it (empty
   * when none were set); absent reads as EMPTY_SCHEDULE.
   */
  schedule: z.optional(storedScheduleSchema),
  /** What coaches said about the days from a week back on (coaching.ts). */
  trainingNotes: z.optional(z.array(trainingNoteSchema)),
  /** The owner's pending offer of the group, to the owner and the member it is offered to. */
  handOver: z.optional(handOverOfferSchema),
});
export type Group = z.infer<typeof groupResponseSchema>;

/** GET /api/groups: groups I own, listed apart from groups I am only a member of. */
export const groupListResponseSchema = z.object({
  owned: z.array(groupSummarySchema),
  member: z.array(groupSummarySchema),
});
export type GroupListResponse = z.infer<typeof groupListResponseSchema>;

/** GET /api/groups/:groupId/members. */
export const groupMembersResponseSchema = z.object({ members: z.array(groupMemberSchema) });
export type GroupMembersResponse = z.infer<typeof groupMembersResponseSchema>;

/**
 * An account the owner removed, which cannot rejoin through the group's link until the owner
 * lets it back (docs/decisions/031-removal-keeps-the-link.md).
 */
export const removedMemberSchema = z.object({
  userId: z.string(),
  userDisplayName: z.string(),
  removedAt: z.iso.datetime({ offset: true }),
});
export type RemovedMember = z.infer<typeof removedMemberSchema>;

/** GET /api/groups/:groupId/removed-members (owner only), the latest removal first. */
export const removedMembersResponseSchema = z.object({ removed: z.array(removedMemberSchema) });
export type RemovedMembersResponse = z.infer<typeof removedMembersResponseSchema>;

/** PUT /api/groups/:groupId/mute: the current member mutes or unmutes the group. */
export const muteGroupInputSchema = z.strictObject({ muted: z.boolean() });
export type MuteGroupInput = z.infer<typeof muteGroupInputSchema>;

/** Members in display order: the owner first, then the coaches, then by name. */
export function sortMembers(
  members: readonly GroupMember[],
  locale: string = DEFAULT_LOCALE,
): GroupMember[] {
  const collator = nameCollator(locale);
  return [...members].sort(
    (a, b) =>
      Number(b.role === 'owner') - Number(a.role === 'owner') ||
      Number(b.role === 'coach') - Number(a.role === 'coach') ||
      collator.compare(a.userDisplayName, b.userDisplayName) ||
      a.userId.localeCompare(b.userId),
  );
}
