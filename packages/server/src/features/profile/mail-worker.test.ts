import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { createMailSender, MailWorker } from '../mail/worker.ts';

// Sending happens off the request path; a refused send is logged and tried again, not lost.
describe('mail worker', () => {
  let inbox: SmtpInbox;
  let database: DatabaseHandle;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    await inbox.close();
  });

  it('retries a mail the SMTP server refused, and logs the failure', async () => {
    const warnings: string[] = [];
    const log = {
      info: () => {},
      warn: (_: object, m: string) => warnings.push(m),
      error: () => {},
    };
    const worker = new MailWorker({
      db: database.db,
      from: 'Turnout <turnout@turnout.test>',
      send: createMailSender(inbox.url, log),
      log,
      pollMs: 50,
      retryDelayMs: () => 100,
    });
    inbox.refuseNext(1);
    await enqueueMail(database.db, {
      to: 'ida@example.com',
      userId: null,
      subject: 'Hello from Turnout',
      text: 'plain',
      html: '<p>plain</p>',
    });
    worker.start();
    try {
      const mail = await inbox.next('ida@example.com');
      expect(mail.subject).toBe('Hello from Turnout');
      expect(mail.from?.text).toContain('turnout@turnout.test');
      expect(warnings.some((m) => m.includes('sending failed (attempt 1)'))).toBe(true);
      await vi.waitFor(async () => {
        const result = (await database.db.execute(
          sql`select count(*)::int as n from mail_outbox`,
        )) as unknown as { rows: { n: number }[] };
        expect(result.rows[0]!.n).toBe(0);
      });
    } finally {
      await worker.stop();
    }
  });

  it('writes the whole mail to the log when SMTP_URL is unset', async () => {
    const lines: string[] = [];
    const log = { info: (_: object, m: string) => lines.push(m), warn: () => {}, error: () => {} };
    const send = createMailSender(undefined, log);
    await send({
      from: 'a@b',
      to: 'ida@example.com',
      subject: 's',
      text: 'https://x/reset-password/abc',
      html: '',
    });
    expect(lines.join('\n')).toContain('https://x/reset-password/abc');
  });
});
