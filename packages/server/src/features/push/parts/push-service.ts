import {
  ANSWER_ACTION_TITLES,
  ANSWER_LINK_STATES,
  type Day,
  type Language,
  type PushKind,
  type PushMessage,
} from '@turnout/domain';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { PushTokenRow } from '../../../db/schema-delivery.ts';
import { listSignedInTokens, readNoticeNames, readPushSchedule } from '../data.ts';
import { answerTokenExpiry, type AnswerTokens } from '../../answer-links/parts/tokens.ts';
import { isPushServiceEndpoint } from './endpoints.ts';
import {
  attendancePushMessage,
  coachPushMessage,
  membershipEndPushMessage,
  promotedPushMessage,
  reminderPushMessage,
  seriesPushMessage,
  type AttendanceNoticeText,
  type CoachNoticeText,
  type MembershipEndNoticeText,
  type PromotedNoticeText,
  type ReminderNoticeText,
  type SeriesNoticeText,
} from './message.ts';
import { deletePushToken, pruneUnusedPushTokens } from '../mutations.ts';
import { createNativePushSenders, type NativePushStatus } from './native-sender.ts';
import type { RetryPolicy } from './retry.ts';
import type { PushOutcome, PushSender } from './sender.ts';
import { loadVapidDetails, type VapidDetails } from './vapid.ts';
import { createWebPushSender } from './web-sender.ts';

// Sends the pushes for new inbox entries, after the change has committed and without holding up
// the request that made it. Each recipient's signed-in records get the message through the
// sender for their platform; records the push service reports gone are deleted.

/** Pushes in flight at once, per job (a change in a large group reaches many devices). */
const CONCURRENCY = 16;
/** How long closing the app waits for pushes still in flight. */
const CLOSE_GRACE_MS = 5000;
/** How often unused token records are pruned (mutations.ts). */
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(object: object, message: string): void;
}

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
type ActionsFor = (
  userId: string,
  language: Language,
) => Promise<NonNullable<PushMessage['actions']>>;

export class PushService {
  private readonly db: Database;
  private readonly config: Config;
  private readonly answerTokens: AnswerTokens | undefined;
  private readonly log: Logger;
  private readonly senders: Record<PushKind, PushSender>;
  private readonly closeNative: () => void;
  /** Which native services are configured (said in /api/health). */
  readonly nativeStatus: NativePushStatus;
  /** Told every send's outcome, for the metrics (src/metrics.ts); nothing by default. */
  onOutcome: (kind: PushKind, outcome: PushOutcome) => void = () => {};
  private vapid: Promise<VapidDetails> | undefined;
  private readonly jobs = new Set<Promise<void>>();
  private pruneTimer: NodeJS.Timeout | undefined;
  private pruning: Promise<void> | undefined;

  constructor(options: {
    db: Database;
    config: Config;
    /** Makes the tokens of the answer actions (docs/decisions/052-answer-tokens.md); none: no actions. */
    answerTokens?: AnswerTokens;
    log: Logger;
    senders?: Partial<Record<PushKind, PushSender>>;
    /** Tests only: pushes may reach the fake push service on loopback (web-sender.ts). */
    allowPrivateAddresses?: boolean;
    /** For tests: how native deliveries are retried. */
    nativeRetry?: RetryPolicy;
  }) {
    this.db = options.db;
    this.config = options.config;
    this.answerTokens = options.answerTokens;
    this.log = options.log;
    const native = createNativePushSenders({
      config: options.config.nativePush,
      log: options.log,
      retry: options.nativeRetry,
    });
    this.nativeStatus = native.status;
    this.closeNative = native.close;
    this.senders = {
      webpush: createWebPushSender({
        vapid: () => this.vapidDetails(),
        log: options.log,
        serviceHosts: options.config.push.serviceHosts,
        allowPrivateAddresses: options.allowPrivateAddresses,
      }),
      fcm: native.fcm,
      apns: native.apns,
      ...options.senders,
    };
  }

  /** The VAPID keys, loaded (or generated and stored) on first use. */
  vapidDetails(): Promise<VapidDetails> {
    this.vapid ??= loadVapidDetails(this.db, this.config.push).catch((error: unknown) => {
      this.vapid = undefined;
      throw error;
    });
    return this.vapid;
  }

  /** Queues the pushes for one change and returns at once. */
  notifyAttendance(notice: AttendanceNotice): void {
    if (notice.recipientIds.length === 0) return;
    this.queue(this.deliverAttendance(notice));
  }

  /** Queues the owner's push for a member who left or was removed, and returns at once. */
  notifyMembershipEnd(notice: MembershipEndNotice): void {
    if (notice.recipientIds.length === 0) return;
    this.queue(this.deliverMembershipEnd(notice));
  }

  /** Queues the one push per member of a repeating answer, and returns at once. */
  notifySeries(notice: SeriesNotice): void {
    if (notice.recipientIds.length === 0) return;
    this.queue(this.deliverSeries(notice));
  }

  /** Queues a coach's push to its members, and returns at once. */
  notifyCoachNotice(notice: CoachNotice): void {
    if (notice.recipientIds.length === 0) return;
    this.queue(this.deliverCoachNotice(notice));
  }

  /** The same work notifyCoachNotice queues, awaited. */
  async deliverCoachNotice(notice: CoachNotice): Promise<PushOutcome[]> {
    return this.deliver(
      notice,
      (names, language) =>
        coachPushMessage(
          { ...notice, ...names },
          { locale: this.config.locale, timeZone: this.config.timeZone, language },
        ),
      notice.kind === 'announcement'
        ? await this.answerActions(notice.groupId, notice.day)
        : undefined,
    );
  }

  /** Queues a reminder's push to its member, and returns at once. */
  notifyReminder(notice: ReminderNotice): void {
    this.queue(this.deliverReminder(notice));
  }

  /** Queues the push to a member promoted from the waitlist, and returns at once. */
  notifyPromoted(notice: PromotedNotice): void {
    this.queue(this.deliverPromoted(notice));
  }

  private queue(delivery: Promise<unknown>): void {
    const job: Promise<void> = delivery
      .then(() => undefined)
      .catch((error: unknown) => this.log.error({ err: error }, 'push: delivery failed'))
      .finally(() => this.jobs.delete(job));
    this.jobs.add(job);
  }

  /** Prunes unused token records now and every few hours, until close(). */
  startPruning(): void {
    const prune = () => {
      this.pruning ??= pruneUnusedPushTokens(this.db)
        .then(() => undefined)
        .catch((error: unknown) => this.log.error({ err: error }, 'push: pruning records failed'))
        .finally(() => (this.pruning = undefined));
    };
    prune();
    this.pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
    this.pruneTimer.unref();
  }

  /** Resolves when no push is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.jobs.size > 0) await Promise.allSettled([...this.jobs]);
  }

  async close(): Promise<void> {
    clearInterval(this.pruneTimer);
    await this.pruning;
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)));
    await Promise.race([this.idle(), grace]);
    clearTimeout(timer);
    this.closeNative();
    for (const sender of new Set(Object.values(this.senders))) sender.close?.();
  }

  /** Whether a web subscription's endpoint may be stored: a push service's, over https. */
  acceptsEndpoint(endpoint: string): boolean {
    return isPushServiceEndpoint(endpoint, this.config.push.serviceHosts);
  }

  /** The same work notifyAttendance queues, awaited. */
  async deliverAttendance(notice: AttendanceNotice): Promise<PushOutcome[]> {
    return this.deliver(notice, (names, language) =>
      attendancePushMessage(
        { ...names, groupId: notice.groupId, day: notice.day, attendance: notice.attendance },
        { locale: this.config.locale, timeZone: this.config.timeZone, language },
      ),
    );
  }

  /** The same work notifyMembershipEnd queues, awaited. */
  async deliverMembershipEnd(notice: MembershipEndNotice): Promise<PushOutcome[]> {
    return this.deliver(notice, (names, language) =>
      membershipEndPushMessage(
        { ...names, groupId: notice.groupId, day: notice.day, kind: notice.kind },
        { timeZone: this.config.timeZone, language },
      ),
    );
  }

  /** The same work notifySeries queues, awaited. */
  async deliverSeries(notice: SeriesNotice): Promise<PushOutcome[]> {
    return this.deliver(notice, (names, language) =>
      seriesPushMessage(
        { ...notice, ...names },
        { locale: this.config.locale, timeZone: this.config.timeZone, language },
      ),
    );
  }

  /** The same work notifyReminder queues, awaited. */
  async deliverReminder(notice: ReminderNotice): Promise<PushOutcome[]> {
    const recipients = {
      actorId: notice.userId,
      groupId: notice.groupId,
      recipientIds: [notice.userId],
    };
    return this.deliver(
      recipients,
      (names, language) =>
        reminderPushMessage(
          { ...notice, groupName: names.groupName },
          { locale: this.config.locale, timeZone: this.config.timeZone, language },
        ),
      await this.answerActions(notice.groupId, notice.day),
    );
  }

  /** The same work notifyPromoted queues, awaited. */
  async deliverPromoted(notice: PromotedNotice): Promise<PushOutcome[]> {
    const recipients = {
      actorId: notice.userId,
      groupId: notice.groupId,
      recipientIds: [notice.userId],
    };
    return this.deliver(
      recipients,
      (names, language) =>
        promotedPushMessage(
          { ...notice, groupName: names.groupName },
          { timeZone: this.config.timeZone, language },
        ),
      await this.answerActions(notice.groupId, notice.day),
    );
  }

  /**
   * "I'm coming" and "Can't come" for a recipient (docs/decisions/052-answer-tokens.md): one
   * token per action, made for that member's answer to the group's day and no other, expiring
   * at the day's end or its deadline. None when the day can no longer be answered.
   */
  private async answerActions(groupId: string, day: Day): Promise<ActionsFor | undefined> {
    const tokens = this.answerTokens;
    if (!tokens) return undefined;
    const schedule = await readPushSchedule(this.db, groupId);
    const expiresAt = answerTokenExpiry(schedule, day, this.config.timeZone);
    if (Date.now() >= expiresAt) return undefined;
    return async (userId, language) =>
      Promise.all(
        ANSWER_LINK_STATES.map(async (action) => ({
          action,
          title: ANSWER_ACTION_TITLES[language][action],
          token: await tokens.answer({ userId, groupId, day, states: [action], expiresAt }),
        })),
      );
  }

  /** Sends one message, worded with the current names, to the recipients' live records. */
  private async deliver(
    notice: { actorId: string; groupId: string; recipientIds: readonly string[] },
    messageFor: (
      names: { groupName: string; actorName: string },
      language: Language,
    ) => PushMessage,
    actionsFor?: ActionsFor,
  ): Promise<PushOutcome[]> {
    const targets = await listSignedInTokens(this.db, notice.recipientIds, {
      now: new Date(),
      idleTimeoutMs: this.config.sessionIdleTimeoutMs,
    });
    if (targets.length === 0) return [];
    const names = await readNoticeNames(this.db, notice.groupId, notice.actorId);
    if (!names) return [];
    const messages = new Map<Language, PushMessage>();
    return mapLimit(targets, CONCURRENCY, async (row) => {
      let message = messages.get(row.language);
      if (!message) messages.set(row.language, (message = messageFor(names, row.language)));
      // The actions' tokens are the recipient's own.
      if (actionsFor && row.uid) {
        message = { ...message, actions: await actionsFor(row.uid, row.language) };
      }
      const outcome = await this.sendTo(row, message);
      if (outcome === 'gone') await deletePushToken(this.db, row.id);
      return outcome;
    });
  }

  private async sendTo(
    row: PushTokenRow,
    message: Parameters<PushSender['send']>[1],
  ): Promise<PushOutcome> {
    const target = {
      id: row.id,
      platform: row.platform,
      kind: row.kind,
      token: row.fcmToken,
      subscription: row.subscription,
    };
    let outcome: PushOutcome;
    try {
      outcome = await this.senders[row.kind].send(target, message);
    } catch (error) {
      this.log.warn(`push: sending to ${row.platform} record failed (${(error as Error).message})`);
      outcome = 'failed';
    }
    this.onOutcome(row.kind, outcome);
    return outcome;
  }
}

async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
