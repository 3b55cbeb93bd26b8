import type { Language, PushMessage } from '@turnout/domain';
import type {
  AttendanceNoticeText,
  CoachNoticeText,
  MembershipEndNoticeText,
  PromotedNoticeText,
  ReminderNoticeText,
  SeriesNoticeText,
} from './message.ts';

// What the push service is told to send (push-service.ts): each notice as the inbox fan-out
// recorded it, with ids where the push names people; fan-out.ts reads the names when it sends.

/** A member's act, as the inbox fan-out recorded it: ids where its push names people. */
type ActorNotice<Text> = Omit<Text, 'actorName' | 'groupName'> & {
  actorId: string;
  recipientIds: readonly string[];
};

/** One member's change. */
export type AttendanceNotice = ActorNotice<AttendanceNoticeText>;

/** A membership's end, for the owner (muted owners are not listed). */
export type MembershipEndNotice = ActorNotice<MembershipEndNoticeText>;

/** A repeating answer: one push per recipient. */
export type SeriesNotice = ActorNotice<SeriesNoticeText>;

/** A coach's word (hand-over offer, nudge, announcement, cancellation) to some members. */
export type CoachNotice = ActorNotice<CoachNoticeText>;

/** A reminder to one member, as its inbox card recorded it. */
export type ReminderNotice = Omit<ReminderNoticeText, 'groupName'> & { userId: string };

/** A member promoted from a day's waitlist (docs/decisions/045-training-limit-and-waitlist.md). */
export type PromotedNotice = Omit<PromotedNoticeText, 'groupName'> & { userId: string };

/** A recipient's answer actions, each with its own token. */
export type ActionsFor = (
  userId: string,
  language: Language,
) => Promise<NonNullable<PushMessage['actions']>>;
