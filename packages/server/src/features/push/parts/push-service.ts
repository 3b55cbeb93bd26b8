import type { Day, Language, PushKind, PushMessage } from '@turnout/domain';
import type { Config } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import type { AnswerTokens } from '../../answer-links/parts/tokens.ts';
import { answerActions } from './answer-actions.ts';
import { isPushServiceEndpoint } from './endpoints.ts';
import { fanOut } from './fan-out.ts';
import { PushJobs } from './jobs.ts';
import {
  attendancePushMessage,
  coachPushMessage,
  membershipEndPushMessage,
  promotedPushMessage,
  reminderPushMessage,
  seriesPushMessage,
} from './message.ts';
import { createNativePushSenders, type NativePushStatus } from './native-sender.ts';
import type {
  ActionsFor,
  AttendanceNotice,
  CoachNotice,
  MembershipEndNotice,
  PromotedNotice,
  ReminderNotice,
  SeriesNotice,
} from './notices.ts';
import type { RetryPolicy } from './retry.ts';
import type { PushOutcome, PushSender } from './sender.ts';
import { loadVapidDetails, type VapidDetails } from './vapid.ts';
import { createWebPushSender } from './web-sender.ts';

export type {
  AttendanceNotice,
  CoachNotice,
  MembershipEndNotice,
  PromotedNotice,
  ReminderNotice,
  SeriesNotice,
} from './notices.ts';

// Sends the pushes for new inbox entries, after the change has committed and without holding up
// the request that made it (jobs.ts): each notice worded as its message (message.ts), with its
// answer actions where it has them (answer-actions.ts), to each recipient's signed-in records
// through the sender for their platform (fan-out.ts).

interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(object: object, message: string): void;
}

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
  private readonly jobs: PushJobs;

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
    this.jobs = new PushJobs(options.db, options.log);
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
    this.jobs.queue(this.deliverAttendance(notice));
  }

  /** Queues the owner's push for a member who left or was removed, and returns at once. */
  notifyMembershipEnd(notice: MembershipEndNotice): void {
    if (notice.recipientIds.length === 0) return;
    this.jobs.queue(this.deliverMembershipEnd(notice));
  }

  /** Queues the one push per member of a repeating answer, and returns at once. */
  notifySeries(notice: SeriesNotice): void {
    if (notice.recipientIds.length === 0) return;
    this.jobs.queue(this.deliverSeries(notice));
  }

  /** Queues a coach's push to its members, and returns at once. */
  notifyCoachNotice(notice: CoachNotice): void {
    if (notice.recipientIds.length === 0) return;
    this.jobs.queue(this.deliverCoachNotice(notice));
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
    this.jobs.queue(this.deliverReminder(notice));
  }

  /** Queues the push to a member promoted from the waitlist, and returns at once. */
  notifyPromoted(notice: PromotedNotice): void {
    this.jobs.queue(this.deliverPromoted(notice));
  }

  /** Prunes unused token records now and every few hours, until close(). */
  startPruning(): void {
    this.jobs.startPruning();
  }

  /** Resolves when no push is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    await this.jobs.idle();
  }

  async close(): Promise<void> {
    await this.jobs.close();
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

  private answerActions(groupId: string, day: Day): Promise<ActionsFor | undefined> {
    return answerActions(this.db, this.answerTokens, this.config.timeZone, groupId, day);
  }

  /** Sends one message, worded with the current names, to the recipients' live records. */
  private deliver(
    notice: { actorId: string; groupId: string; recipientIds: readonly string[] },
    messageFor: (
      names: { groupName: string; actorName: string },
      language: Language,
    ) => PushMessage,
    actionsFor?: ActionsFor,
  ): Promise<PushOutcome[]> {
    const options = {
      db: this.db,
      idleTimeoutMs: this.config.sessionIdleTimeoutMs,
      senders: this.senders,
      log: this.log,
      onOutcome: (kind: PushKind, outcome: PushOutcome) => this.onOutcome(kind, outcome),
    };
    return fanOut(options, notice, messageFor, actionsFor);
  }
}
