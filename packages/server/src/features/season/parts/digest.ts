import { sql } from 'drizzle-orm';
import {
  addDays,
  instantOfWallTime,
  isoWeekdayOf,
  startOfDayMs,
  today,
  trainingDayOn,
  type Day,
  type Language,
  type Schedule,
} from '@turnout/domain';
import { passLoggingFailure, WorkerLoop } from '../../../background/worker-loop.ts';
import type { Database } from '../../../db/client.ts';
import { attendances, groupMembers, groups, users } from '../../../db/schema.ts';
import { digestSends, groupReminders } from '../../../db/schema-season.ts';
import { textsIn } from '../../../i18n/i18n.ts';
import type { AnswerTokens } from '../../answer-links/parts/tokens.ts';
import { enqueueMail } from '../../mail/parts/outbox.ts';
import { renderMail } from '../../mail/parts/texts.ts';
import type { MailWorker } from '../../mail/parts/worker.ts';
import { formatFullDate } from '../../push/parts/message.ts';
import { unsubscribeHeaders } from './reminder-mail.ts';

// The coaches' weekly digest (docs/decisions/053-e-mail-channel-and-digest.md): on Sunday from
// 18:00 in the app's zone, each owner or coach who turned it on in a group gets one mail for the
// week from Monday: each training day with its counts and who has not answered, and the answers
// changed since their last digest. digest_sends' key (group, coach, week) makes it go once
// however many instances run; the row and the mail are written in one transaction.

/** Sunday (ISO 7), from this hour in the app's zone until the day ends. */
export const DIGEST_WEEKDAY = 7;
export const DIGEST_HOUR = 18;

/** The Monday of the week a digest is due for at `now`, or undefined when none is due. */
export function digestWeekDue(now: number, timeZone: string): Day | undefined {
  const day = today(timeZone, now);
  if (isoWeekdayOf(day) !== DIGEST_WEEKDAY) return undefined;
  if (now < instantOfWallTime(day, DIGEST_HOUR * 3_600_000, timeZone)) return undefined;
  return addDays(day, 1);
}

interface Subscriber {
  groupId: string;
  userId: string;
  email: string;
  language: Language;
  groupName: string;
  schedule: Schedule;
}

type Rows<T> = { rows: T[] };

async function subscribers(db: Database): Promise<Subscriber[]> {
  const result = (await db.execute(sql`
    select r.group_id as "groupId", r.user_id as "userId", u.email, u.language,
      g.name as "groupName", g.schedule
    from ${groupReminders} r
    join ${groupMembers} m on m.group_id = r.group_id and m.user_id = r.user_id
      and m.role in ('owner', 'coach')
    join ${users} u on u.id = r.user_id and u.disabled_at is null
    join ${groups} g on g.id = r.group_id
    where r.weekly_digest`)) as unknown as Rows<Subscriber>;
  return result.rows;
}

export interface DigestDay {
  day: Day;
  time: string | null;
  present: number;
  away: number;
  waiting: number;
  /** Current members without an answer that day, by name. */
  unanswered: string[];
}

export interface DigestChange {
  name: string;
  day: Day;
  attendance: boolean;
}

export interface DigestContent {
  days: DigestDay[];
  /** Undefined for a coach's first digest: there is no "since" yet. */
  changes: DigestChange[] | undefined;
}

/** What the week's digest says, read in the sending transaction. */
export async function digestContent(
  tx: Database,
  subscriber: Subscriber,
  week: Day,
  since: Date | undefined,
): Promise<DigestContent> {
  const days: DigestDay[] = [];
  for (let i = 0; i < 7; i++) {
    const day = addDays(week, i);
    const training = trainingDayOn(subscriber.schedule, day);
    if (!training) continue;
    const result = (await tx.execute(sql`
      select u.display_name as name, a.attendance, a.waiting_since is not null as waiting
      from ${groupMembers} m
      join ${users} u on u.id = m.user_id
      left join ${attendances} a on a.group_id = m.group_id and a.user_id = m.user_id
        and a.day = ${day}::date
      where m.group_id = ${subscriber.groupId}::uuid
      order by lower(u.display_name), u.id`)) as unknown as Rows<{
      name: string;
      attendance: boolean | null;
      waiting: boolean | null;
    }>;
    const rows = result.rows;
    days.push({
      day,
      time: training.time,
      present: rows.filter((r) => r.attendance === true && !r.waiting).length,
      away: rows.filter((r) => r.attendance === false).length,
      waiting: rows.filter((r) => r.waiting === true).length,
      unanswered: rows.filter((r) => r.attendance === null).map((r) => r.name),
    });
  }
  if (!since) return { days, changes: undefined };
  const changed = (await tx.execute(sql`
    select u.display_name as name, a.day::text as day, a.attendance
    from ${attendances} a
    join ${groupMembers} m on m.group_id = a.group_id and m.user_id = a.user_id
    join ${users} u on u.id = a.user_id
    where a.group_id = ${subscriber.groupId}::uuid and a.updated_at > ${since.toISOString()}::timestamptz
      and a.day >= ${week}::date and a.day < ${addDays(week, 7)}::date
    order by a.day, lower(u.display_name), u.id`)) as unknown as Rows<DigestChange>;
  return { days, changes: changed.rows };
}

export interface DigestContext {
  tokens: AnswerTokens;
  publicUrl: string;
  locale: string;
  timeZone: string;
}

async function queueDigestMail(
  tx: Database,
  context: DigestContext,
  subscriber: Subscriber,
  content: DigestContent,
): Promise<void> {
  const t = textsIn(subscriber.language);
  const group = subscriber.groupName;
  const date = (day: Day) => formatFullDate(startOfDayMs(day, context.timeZone), context);
  const paragraphs: string[] = [t('answerLinks.digest.intro', { group })];
  if (content.days.length === 0) paragraphs.push(t('answerLinks.digest.noTrainings'));
  for (const day of content.days) {
    const line = t('answerLinks.digest.day', {
      day: date(day.day),
      time: day.time ? `, ${day.time}` : '',
      present: day.present,
      away: day.away,
      waiting: day.waiting > 0 ? t('answerLinks.digest.waiting', { count: day.waiting }) : '',
    });
    const unanswered =
      day.unanswered.length > 0
        ? t('answerLinks.digest.noAnswer', { names: day.unanswered.join(', ') })
        : t('answerLinks.digest.everyoneAnswered');
    paragraphs.push(`${line}\n${unanswered}`);
  }
  if (content.changes) {
    paragraphs.push(
      content.changes.length === 0
        ? t('answerLinks.digest.noChanges')
        : [
            t('answerLinks.digest.changes'),
            ...content.changes.map((change) =>
              t(
                change.attendance
                  ? 'answerLinks.digest.changePresent'
                  : 'answerLinks.digest.changeAway',
                {
                  who: change.name,
                  day: date(change.day),
                },
              ),
            ),
          ].join('\n'),
    );
  }
  const unsubscribe = await unsubscribeHeaders(context, {
    userId: subscriber.userId,
    groupId: subscriber.groupId,
    list: 'digest',
  });
  paragraphs.push(t('answerLinks.digest.why', { group }), unsubscribe.url);
  const mail = renderMail({
    subject: t('answerLinks.digest.subject', { group }),
    paragraphs,
    signature: t('mail.signature'),
  });
  await enqueueMail(tx, {
    ...mail,
    to: subscriber.email,
    userId: subscriber.userId,
    headers: unsubscribe.headers,
  });
}

export interface DigestWorkerOptions extends DigestContext {
  db: Database;
  mail: Pick<MailWorker, 'wake'>;
  log: { error(object: object, message: string): void };
  now?: () => Date;
  pollMs?: number;
}

/** Sends the weekly digests when they are due; every instance runs one, each digest goes once. */
export class DigestWorker {
  private readonly options: DigestWorkerOptions;
  private readonly loop: WorkerLoop;

  constructor(options: DigestWorkerOptions) {
    this.options = options;
    this.loop = new WorkerLoop(
      passLoggingFailure(() => this.runOnce(), options.log, 'digest'),
      options.pollMs ?? 5 * 60_000,
    );
  }

  start(): void {
    this.loop.start();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  /** Sends the digests due now that have not gone yet; returns how many were queued. */
  async runOnce(): Promise<number> {
    const { db, timeZone } = this.options;
    const now = (this.options.now ?? (() => new Date()))();
    const week = digestWeekDue(now.getTime(), timeZone);
    if (!week) return 0;
    const due = await subscribers(db);
    if (due.length === 0) return 0;
    // Loaded before the transactions that make unsubscribe links.
    await this.options.tokens.ready();
    let sent = 0;
    for (const subscriber of due) {
      if (this.loop.stopped) break;
      const queued = await db.transaction(async (tx) => {
        const previous = (await tx.execute(sql`
          select max(sent_at) as at from ${digestSends}
          where group_id = ${subscriber.groupId}::uuid and user_id = ${subscriber.userId}::uuid`)) as unknown as Rows<{
          at: string | Date | null;
        }>;
        const inserted = await tx
          .insert(digestSends)
          // sent_at is the database's now(): the answers' updated_at is compared with it.
          .values({ groupId: subscriber.groupId, userId: subscriber.userId, week })
          .onConflictDoNothing()
          .returning({ week: digestSends.week });
        if (inserted.length === 0) return false;
        const at = previous.rows[0]?.at;
        const since = at ? new Date(at) : undefined;
        const content = await digestContent(tx as unknown as Database, subscriber, week, since);
        await queueDigestMail(tx as unknown as Database, this.options, subscriber, content);
        return true;
      });
      if (queued) sent++;
    }
    if (sent > 0) this.options.mail.wake();
    return sent;
  }
}
