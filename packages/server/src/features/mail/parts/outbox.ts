import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { mailOutbox, type MailOutboxRow } from '../../../db/schema-accounts.ts';
import type { RenderedMail } from './texts.ts';

// Mails leave through the outbox: a request inserts a row (in its own transaction, so a mail is
// only sent for a change that committed) and returns; the mail worker sends it (worker.ts).

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The account the mail concerns; its pending mails go when it is deleted. */
  userId: string | null;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on reminders and digests. */
  headers?: Record<string, string> | undefined;
}

export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await db.insert(mailOutbox).values({
    userId: mail.userId,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers ?? null,
  });
}

/**
 * A request the worker turns into a mail later, or drops (ADR 028): the request's own work is
 * this one insert whatever the address, so its answer and its timing say nothing about it.
 */
export async function enqueueRequest(
  db: Database,
  kind: Exclude<MailOutboxRow['kind'], 'mail'>,
  recipient: string,
): Promise<void> {
  await db.insert(mailOutbox).values({ kind, recipient, subject: '', text: '', html: '' });
}

/** Locks the oldest request of `kind` for the caller's transaction; undefined when none waits. */
export async function takeRequest(
  db: Database,
  kind: Exclude<MailOutboxRow['kind'], 'mail'>,
): Promise<{ id: string; recipient: string } | undefined> {
  const [row] = await db
    .select({ id: mailOutbox.id, recipient: mailOutbox.recipient })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .orderBy(mailOutbox.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** The request becomes this mail, sent like any other. */
export async function fillRequest(db: Database, id: string, mail: OutgoingMail): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      kind: 'mail',
      userId: mail.userId,
      recipient: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
    .where(eq(mailOutbox.id, id));
}

/**
 * Claims up to `limit` due mails for `leaseMs`: their next attempt moves past the lease, so no
 * other worker takes them while this one sends; a worker that dies leaves them due again when
 * the lease ends. SKIP LOCKED lets several instances claim side by side without waiting.
 */
export async function claimDueMails(
  db: Database,
  options: { now: Date; leaseMs: number; limit: number },
): Promise<MailOutboxRow[]> {
  const now = options.now.toISOString();
  const until = new Date(options.now.getTime() + options.leaseMs).toISOString();
  const result = await db.execute(sql`
    update ${mailOutbox} set next_attempt_at = ${until}::timestamptz, attempts = attempts + 1
    where id in (
      select id from ${mailOutbox}
      where failed_at is null and next_attempt_at <= ${now}::timestamptz and kind = 'mail'
      order by next_attempt_at
      limit ${options.limit}
      for update skip locked)
    returning id, recipient, subject, text, html, headers, attempts`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: String(row.id),
    recipient: String(row.recipient),
    subject: String(row.subject),
    text: String(row.text),
    html: String(row.html),
    headers: (row.headers as Record<string, string> | null) ?? null,
    attempts: Number(row.attempts),
  })) as MailOutboxRow[];
}

export async function markMailSent(db: Database, id: string): Promise<void> {
  await db.delete(mailOutbox).where(sql`id = ${id}`);
}

/** Records a failed attempt: tried again at `retryAt`, or given up (kept, with failed_at). */
export async function markMailFailed(
  db: Database,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt }
        : { lastError: error, failedAt: new Date() },
    )
    .where(sql`id = ${id}`);
}
