import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { startSmtpInbox, type SmtpInbox } from '../../test/smtp-inbox.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { enqueueMail } from '../mail/parts/outbox.ts';
import { createMailSender, MailWorker } from '../mail/parts/worker.ts';

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

  it('writes the mail to the log without its link’s secret when SMTP_URL is unset', async () => {
    const lines: string[] = [];
    const log = {
      info: (o: object, m: string) => lines.push(JSON.stringify(o), m),
      warn: () => {},
      error: () => {},
    };
    const send = createMailSender(undefined, log);
    const token = 'k3Y'.repeat(14);
    for (const link of [`https://x/reset-password#${token}`, `https://x/confirm-email/${token}`]) {
      await send({
        from: 'a@b',
        to: 'ida@example.com',
        subject: 'Reset',
        text: `Hello\n\n${link}\n\nBye`,
        html: `<a href="${link}">${link}</a>`,
      });
    }
    const logged = lines.join('\n');
    expect(logged).toContain('mail to ida@example.com');
    expect(logged).toContain('https://x/reset-password#[redacted]');
    expect(logged).toContain('https://x/confirm-email/[redacted]');
    expect(logged).not.toContain(token.slice(0, 12));
  });
});
