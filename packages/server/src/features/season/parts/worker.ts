import { addDays, today } from '@turnout/domain';
import { passLoggingFailure, WorkerLoop } from '../../../background/worker-loop.ts';
import type { Database } from '../../../db/client.ts';
import { inboxChanged } from '../../../live-events/outgoing.ts';
import type { Realtime } from '../../../live-events/realtime.ts';
import type { PushService } from '../../push/parts/push-service.ts';
import type { AnswerTokens } from '../../answer-links/parts/tokens.ts';
import type { MailWorker } from '../../mail/parts/worker.ts';
import { anyReminderMails, queueReminderMail } from './reminder-mail.ts';
import {
  claimDueReminders,
  markReminder,
  planReminders,
  pruneReminderJobs,
  reminderCardFor,
  writeReminderCard,
  type ReminderCard,
} from './jobs.ts';

// Sends the reminders on the eve of training days (docs/decisions/022-season-planning.md), off
// every request path: every instance runs one on a timer; the job table's key and row locks make
// each reminder go out once however many run. The clock is injected, so tests drive it.

export interface ReminderLog {
  error(object: object, message: string): void;
}

export interface ReminderWorkerOptions {
  db: Database;
  realtime: Realtime;
  push: PushService;
  /** The e-mail channel (docs/decisions/053-e-mail-channel-and-digest.md): woken after queueing. */
  mail?: Pick<MailWorker, 'wake'>;
  answerTokens?: AnswerTokens;
  publicUrl?: string;
  locale?: string;
  timeZone: string;
  log: ReminderLog;
  now?: () => Date;
  pollMs?: number;
}

const BATCH = 50;
/** Finished jobs are kept this many days after their day, then pruned. */
const KEEP_DAYS = 7;

export class ReminderWorker {
  private readonly options: ReminderWorkerOptions;
  private readonly loop: WorkerLoop;

  constructor(options: ReminderWorkerOptions) {
    this.options = options;
    this.loop = new WorkerLoop(
      passLoggingFailure(() => this.runOnce(), options.log, 'reminders'),
      options.pollMs ?? 60_000,
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Plans what is due now and sends it; returns how many reminders went out. */
  async runOnce(): Promise<number> {
    const { db, timeZone } = this.options;
    const now = (this.options.now ?? (() => new Date()))();
    await planReminders(db, { now, timeZone });
    let sent = 0;
    // The answer links' key, loaded before the sending transaction, once anyone mails reminders.
    if (this.options.answerTokens && (await anyReminderMails(db))) {
      await this.options.answerTokens.ready();
    }
    for (;;) {
      const { cards, claimed, mails } = await this.sendBatch(now);
      sent += cards.length;
      if (mails > 0) this.options.mail?.wake();
      for (const card of cards)
        this.options.push.notifyReminder({ ...card, userId: card.recipientId });
      if (claimed < BATCH || this.loop.stopped) break;
    }
    await pruneReminderJobs(db, { before: addDays(today(timeZone, now.getTime()), -KEEP_DAYS) });
    return sent;
  }

  /** One transaction: claim, write the cards and their live events, mark the jobs. */
  private async sendBatch(
    now: Date,
  ): Promise<{ cards: ReminderCard[]; claimed: number; mails: number }> {
    const { realtime, timeZone, answerTokens } = this.options;
    const mailContext = answerTokens && {
      tokens: answerTokens,
      publicUrl: this.options.publicUrl ?? '',
      locale: this.options.locale ?? 'en-GB',
      timeZone,
    };
    return realtime.write(async (tx, announce) => {
      const jobs = await claimDueReminders(tx, { now, limit: BATCH });
      const cards: ReminderCard[] = [];
      let mails = 0;
      for (const job of jobs) {
        const card = await reminderCardFor(tx, job, { now, timeZone });
        if (!card) {
          await markReminder(tx, job, 'skipped', now);
          continue;
        }
        const id = await writeReminderCard(tx, card, now);
        await markReminder(tx, job, 'sent', now);
        announce(inboxChanged([card.recipientId], id));
        if (mailContext && (await queueReminderMail(tx, mailContext, card))) mails++;
        cards.push(card);
      }
      return { cards, claimed: jobs.length, mails };
    });
  }
}
