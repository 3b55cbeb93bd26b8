import { and, eq, sql } from 'drizzle-orm';
import { ANSWER_ACTION_TITLES, startOfDayMs, type Day, type Language } from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { groups, users } from '../../../db/schema.ts';
import { groupReminders } from '../../../db/schema-season.ts';
import { textsIn } from '../../../i18n/i18n.ts';
import type { AnswerTokens, UnsubscribeList } from '../../answer-links/parts/tokens.ts';
import { enqueueMail } from '../../mail/parts/outbox.ts';
import { renderMail } from '../../mail/parts/texts.ts';
import { formatFullDate } from '../../push/parts/message.ts';
import type { ReminderCard } from './jobs.ts';

// The reminder by e-mail (docs/decisions/053-e-mail-channel-and-digest.md): for members who chose
// e-mail as a channel in the group, the same reminder as the push, in their language, with the
// two answers as links to the answer page (which answers only on its button: mail scanners
// follow links) and a one-click unsubscribe (List-Unsubscribe, RFC 8058). It is queued in the
// outbox in the transaction that writes the reminder's card, so it goes once with the reminder.

export interface MailContext {
  tokens: AnswerTokens;
  publicUrl: string;
  locale: string;
  timeZone: string;
}

/** Where a member's mail goes when they chose e-mail in the group; undefined otherwise. */
async function mailRecipient(
  tx: Database,
  groupId: string,
  userId: string,
): Promise<{ email: string; language: Language; groupName: string } | undefined> {
  const [row] = await tx
    .select({ email: users.email, language: users.language, groupName: groups.name })
    .from(groupReminders)
    .innerJoin(users, eq(users.id, groupReminders.userId))
    .innerJoin(groups, eq(groups.id, groupReminders.groupId))
    .where(
      and(
        eq(groupReminders.groupId, groupId),
        eq(groupReminders.userId, userId),
        eq(groupReminders.email, true),
        sql`${users.disabledAt} is null`,
      ),
    )
    .limit(1);
  return row;
}

/** Whether any member gets reminders by e-mail (else the worker needs no answer-link key). */
export async function anyReminderMails(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ groupId: groupReminders.groupId })
    .from(groupReminders)
    .where(and(eq(groupReminders.email, true), eq(groupReminders.enabled, true)))
    .limit(1);
  return row !== undefined;
}

/** The headers of a one-click unsubscribe (RFC 8058) and the link people see. */
export async function unsubscribeHeaders(
  context: Pick<MailContext, 'tokens' | 'publicUrl'>,
  claim: { userId: string; groupId: string; list: UnsubscribeList },
): Promise<{ url: string; headers: Record<string, string> }> {
  const url = `${context.publicUrl}/unsubscribe/${await context.tokens.unsubscribe(claim)}`;
  return {
    url,
    headers: {
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** "Thursday, 3 December 2026" in the app's locale and zone, as pushes say it. */
function fullDate(day: Day, context: Pick<MailContext, 'locale' | 'timeZone'>): string {
  return formatFullDate(startOfDayMs(day, context.timeZone), context);
}

/**
 * Queues the reminder mail for a card in the caller's transaction; returns whether one was
 * queued. The key must be loaded first (AnswerTokens.ready), so no read waits on this
 * transaction.
 */
export async function queueReminderMail(
  tx: Database,
  context: MailContext,
  card: ReminderCard & { answerUntil: number },
): Promise<boolean> {
  const to = await mailRecipient(tx, card.groupId, card.recipientId);
  // The key is loaded before the transaction when anyone mails reminders; a member who turned
  // e-mail on during this very pass gets their first mail from the next reminder on.
  if (!to || !context.tokens.isReady()) return false;
  const t = textsIn(to.language);
  const claim = { userId: card.recipientId, groupId: card.groupId };
  const token = await context.tokens.answer({
    ...claim,
    day: card.day,
    states: ['present', 'away'],
    expiresAt: card.answerUntil,
  });
  const page = `${context.publicUrl}/answer/${token}`;
  const unsubscribe = await unsubscribeHeaders(context, { ...claim, list: 'reminder-mails' });
  const day = fullDate(card.day, context);
  const titles = ANSWER_ACTION_TITLES[to.language];
  const counts = t('answerLinks.counts', { present: card.present, away: card.away });
  const mail = renderMail({
    subject: t('answerLinks.reminderMail.subject', { group: to.groupName, day }),
    paragraphs: [
      t('answerLinks.reminderMail.intro', {
        group: to.groupName,
        day,
        time: card.time ? `, ${card.time}` : '',
        counts,
      }),
      t('answerLinks.reminderMail.ask'),
      { label: titles.present, url: `${page}?choice=present` },
      { label: titles.away, url: `${page}?choice=away` },
      t('answerLinks.reminderMail.why', { group: to.groupName }),
      unsubscribe.url,
    ],
    signature: t('mail.signature'),
  });
  await enqueueMail(tx, {
    ...mail,
    to: to.email,
    userId: card.recipientId,
    headers: unsubscribe.headers,
  });
  return true;
}
