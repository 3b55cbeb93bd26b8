import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { useForTests } from './use-for-tests.ts';
import { waitUntil } from './wait-until.ts';

// A real SMTP server on loopback (the protocol as nodemailer speaks it to any server); every
// message it accepts is parsed and kept, so tests read what a member's mailbox would receive.

export interface SmtpInbox {
  /** `smtp://user:pass@127.0.0.1:<port>` for SMTP_URL. */
  url: string;
  messages: ParsedMail[];
  /** The first message to `to` (after `skip` of them), waiting for it to arrive. */
  next(to: string, options?: { skip?: number; timeoutMs?: number }): Promise<ParsedMail>;
  /** Refuse the next `count` messages with a temporary failure (retries). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

/**
 * The inbox for the tests of the enclosing describe block (useForTests); an app that mails to
 * it takes its URL in a function: `useTestApp(() => ({ env: { SMTP_URL: inbox.url } }))`.
 */
export function useSmtpInbox(): SmtpInbox {
  return useForTests(startSmtpInbox, (inbox) => inbox.close());
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onAuth: (_auth, _session, callback) => callback(null, { user: 'turnout' }),
    onData(stream, _session, callback) {
      if (refusals > 0) {
        refusals--;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          messages.push(mail);
          waiters.forEach((wake) => wake());
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const addressedTo = (mail: ParsedMail, to: string) =>
    [mail.to ?? []].flat().some((address) => address.text.toLowerCase().includes(to.toLowerCase()));
  return {
    url: `smtp://turnout:secret@127.0.0.1:${port}`,
    messages,
    next: (to, options = {}) =>
      waitUntil(
        waiters,
        () => {
          const mail = messages.filter((m) => addressedTo(m, to))[options.skip ?? 0];
          return mail ? { value: mail } : undefined;
        },
        options.timeoutMs ?? 10_000,
        () => new Error(`No mail to ${to} arrived`),
      ),
    refuseNext: (count) => {
      refusals = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to `path` in a mail's plain text. */
export function linkIn(mail: ParsedMail, path: string): string {
  const match = mail.text?.match(new RegExp(`https?://\\S+${path}[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[0];
}
