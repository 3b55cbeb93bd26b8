import { z } from 'zod/mini';
import { daySchema } from './days.ts';
import { lineText } from './text.ts';

// Coaches, hand-over, and the coach's tools for a training (docs/product.md#coaches-and-hand-over,
// docs/decisions/043-coaches-and-the-role-gate.md, 044-nudges-announcements-cancellations.md).

/** A group's roles: one owner, any number of coaches, the members. */
export const GROUP_ROLES = ['owner', 'coach', 'member'] as const;

/**
 * What can be done inside a group, one name per rule. The server's gate (http/gate.ts) decides
 * every group route by one of these; the app shows a control only when the same table allows it.
 */
export const GROUP_ACTIONS = [
  'read',
  'answer-own',
  'leave',
  'mute',
  'edit-group',
  'edit-schedule',
  'invite',
  'remove-member',
  'answer-for-member',
  'nudge',
  'announce',
  'cancel-training',
  'take-roll-call',
  'see-removed',
  'see-everyones-record',
  'appoint-coach',
  'hand-over',
  'delete-group',
] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];

const EVERYONE = ['owner', 'coach', 'member'] as const;
const RUNS_TRAININGS = ['owner', 'coach'] as const;
const OWNER = ['owner'] as const;

/** The role × action table (docs/product.md#roles-and-access): who may do what. */
export const ROLE_RULES: Record<GroupAction, readonly (typeof GROUP_ROLES)[number][]> = {
  read: EVERYONE,
  'answer-own': EVERYONE,
  // The owner cannot leave (docs/product.md#leaving-removal-and-deletion); they hand it over first.
  leave: ['coach', 'member'],
  mute: EVERYONE,
  'edit-group': RUNS_TRAININGS,
  'edit-schedule': RUNS_TRAININGS,
  invite: RUNS_TRAININGS,
  // A coach removes members only, never the owner or another coach (targetMayBeRemoved).
  'remove-member': RUNS_TRAININGS,
  'answer-for-member': RUNS_TRAININGS,
  nudge: RUNS_TRAININGS,
  announce: RUNS_TRAININGS,
  'cancel-training': RUNS_TRAININGS,
  // Who came on a day (docs/decisions/049-roll-call-and-closed-days.md).
  'take-roll-call': RUNS_TRAININGS,
  'see-removed': RUNS_TRAININGS,
  // Everyone's statistics, the season grid and export rows; a member sees only their own
  // (docs/product.md#statistics).
  'see-everyones-record': RUNS_TRAININGS,
  'appoint-coach': OWNER,
  'hand-over': OWNER,
  'delete-group': OWNER,
};

/** Whether a role may do an action. */
export function roleMay(role: (typeof GROUP_ROLES)[number], action: GroupAction): boolean {
  return ROLE_RULES[action].includes(role);
}

/** Whether someone of `role` may remove someone of `targetRole`: a coach only plain members. */
export function targetMayBeRemoved(
  role: (typeof GROUP_ROLES)[number],
  targetRole: (typeof GROUP_ROLES)[number],
): boolean {
  if (targetRole === 'owner') return false;
  return role === 'owner' || targetRole === 'member';
}

/** PUT /api/groups/:groupId/members/:userId/role (the owner's): a member becomes a coach or back. */
export const setRoleInputSchema = z.strictObject({ role: z.enum(['coach', 'member']) });
export type SetRoleInput = z.infer<typeof setRoleInputSchema>;

/** POST /api/groups/:groupId/hand-over (the owner's): offer the group to a member or coach. */
export const handOverInputSchema = z.strictObject({ userId: z.string() });
export type HandOverInput = z.infer<typeof handOverInputSchema>;

/** PUT /api/groups/:groupId/attendance/members/:userId: a coach answers for a member. */
export const answerForMemberInputSchema = z.strictObject({
  day: daySchema,
  state: z.enum(['present', 'away', 'undecided']),
});
export type AnswerForMemberInput = z.infer<typeof answerForMemberInputSchema>;

export const ANNOUNCEMENT_MAX = 280;
export const CANCEL_REASON_MAX = 200;

export const COACH_VALIDATION_MESSAGES = {
  announcementRequired: 'Write the announcement.',
  announcementTooLong: `An announcement can be at most ${ANNOUNCEMENT_MAX} characters.`,
  reasonRequired: 'Give a reason for cancelling.',
  reasonTooLong: `A reason can be at most ${CANCEL_REASON_MAX} characters.`,
} as const;

export const COACH_VALIDATION_MESSAGES_DE = {
  announcementRequired: 'Schreib die Ankündigung.',
  announcementTooLong: `Eine Ankündigung hat höchstens ${ANNOUNCEMENT_MAX} Zeichen.`,
  reasonRequired: 'Gib einen Grund für die Absage an.',
  reasonTooLong: `Ein Grund hat höchstens ${CANCEL_REASON_MAX} Zeichen.`,
} as const satisfies { [K in keyof typeof COACH_VALIDATION_MESSAGES]: string };

/** PUT /api/groups/:groupId/days/:day/announcement. */
export const announcementInputSchema = z.strictObject({
  text: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, COACH_VALIDATION_MESSAGES.announcementRequired),
      z.maxLength(ANNOUNCEMENT_MAX, COACH_VALIDATION_MESSAGES.announcementTooLong),
      lineText(),
    ),
});
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** PUT /api/groups/:groupId/days/:day/cancellation. */
export const cancellationInputSchema = z.strictObject({
  reason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, COACH_VALIDATION_MESSAGES.reasonRequired),
      z.maxLength(CANCEL_REASON_MAX, COACH_VALIDATION_MESSAGES.reasonTooLong),
      lineText(),
    ),
});
export type CancellationInput = z.infer<typeof cancellationInputSchema>;

export const dayParamsSchema = z.strictObject({ groupId: z.string(), day: z.string() });

/** What a coach said about one training day; the group's detail carries the near ones. */
export const trainingNoteSchema = z.object({
  day: daySchema,
  announcement: z.optional(
    z.object({ text: z.string(), byDisplayName: z.string(), at: z.iso.datetime({ offset: true }) }),
  ),
  cancelled: z.optional(
    z.object({
      reason: z.string(),
      byDisplayName: z.string(),
      at: z.iso.datetime({ offset: true }),
    }),
  ),
  /** When a coach last reminded the silent members of that day. */
  nudgedAt: z.optional(z.iso.datetime({ offset: true })),
  /** Answers a coach set for a member, which the member has not changed since. */
  setBy: z.optional(z.array(z.object({ userId: z.string(), byDisplayName: z.string() }))),
});
export type TrainingNote = z.infer<typeof trainingNoteSchema>;

/** POST /api/groups/:groupId/days/:day/nudge: who was reminded and when. */
export const nudgeResponseSchema = z.object({
  sentAt: z.iso.datetime({ offset: true }),
  recipientCount: z.int().check(z.nonnegative()),
});
export type NudgeResponse = z.infer<typeof nudgeResponseSchema>;

/** The pending offer of the group (in its detail): to whom, since when. */
export const handOverOfferSchema = z.object({
  userId: z.string(),
  userDisplayName: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type HandOverOffer = z.infer<typeof handOverOfferSchema>;

/** The server's answers for these rules (English; German in COACH_MESSAGES_DE). */
export const COACH_MESSAGES = {
  coachesOnly: 'Only the owner or a coach of this group can do that.',
  notYourRole: 'A coach cannot remove the owner or another coach.',
  ownerRole: "The owner's role cannot be changed. Hand the group over instead.",
  notOffered: 'This group was not offered to you.',
  handOverSelf: 'You already own this group.',
  alreadyNudged: 'The members were already reminded of this day.',
  notTrainingDay: 'This day is not a training day.',
  notCancelled: 'This training is not cancelled.',
  noAnnouncement: 'This day has no announcement.',
} as const;

export const COACH_MESSAGES_DE = {
  coachesOnly: 'Das dürfen nur, wer die Gruppe verwaltet, und die Trainer.',
  notYourRole: 'Trainer können weder die Verwaltung noch andere Trainer entfernen.',
  ownerRole: 'Die Rolle der Verwaltung lässt sich nicht ändern. Übergib die Gruppe stattdessen.',
  notOffered: 'Diese Gruppe wurde dir nicht angeboten.',
  handOverSelf: 'Du verwaltest diese Gruppe schon.',
  alreadyNudged: 'Die Mitglieder wurden an diesen Tag schon erinnert.',
  notTrainingDay: 'An diesem Tag ist kein Training.',
  notCancelled: 'Dieses Training ist nicht abgesagt.',
  noAnnouncement: 'Für diesen Tag gibt es keine Ankündigung.',
} as const satisfies { [K in keyof typeof COACH_MESSAGES]: string };

/** My role among a group's members (undefined when I am not among them). */
export function roleIn(
  members: readonly { userId: string; role: (typeof GROUP_ROLES)[number] }[],
  userId: string | undefined,
): (typeof GROUP_ROLES)[number] | undefined {
  return members.find((member) => member.userId === userId)?.role;
}
