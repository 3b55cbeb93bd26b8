import nodemailer from 'nodemailer';
import { backOffDelay, WorkerLoop } from '../../../background/worker-loop.ts';
import type { Database } from '../../../db/client.ts';
import { redactUrl } from '../../../http/request-log.ts';
import { claimDueMails, markMailFailed, markMailSent } from './outbox.ts';

// Sends what the outbox holds, off every request path: on a timer, and at once when this
// instance queued a mail (wake). A failed send is logged and tried again later with a growing
// pause; after MAX_ATTEMPTS it is logged as an error and kept with failed_at, never dropped.

export interface MailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Delivers one message; rejects when the server did not take it. */
export type MailSender = (message: MailMessage) => Promise<void>;

export const MAX_ATTEMPTS = 8;
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 20;

/**
 * SMTP through nodemailer, or, without SMTP_URL, the mail written to the log with its link's
 * secret taken out: whoever reads a log must not be able to set a member's password or take over
 * an address (an administrator hands out a reset link with `npm run admin -- reset-link`).
 */
export function createMailSender(smtpUrl: string | undefined, log: MailLog): MailSender {
  if (!smtpUrl) {
    return async (message) => {
      const text = withoutLinkSecrets(message.text);
      log.info(
        { mail: { from: message.from, to: message.to, subject: message.subject, text } },
        `mail to ${message.to} (SMTP_URL is unset, so it is logged, without its link):\n${text}`,
      );
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail(message);
  };
}

/** Each link in the text with its secret (fragment, token segment) redacted. */
function withoutLinkSecrets(text: string): string {
  return text.replace(/(https?:\/\/[^/\s]+)(\S*)/g, (_, origin: string, rest: string) =>
    rest ? `${origin}${redactUrl(rest)}` : origin,
  );
}

export interface MailWorkerOptions {
  db: Database;
  send: MailSender;
  from: string;
  log: MailLog;
  pollMs?: number;
  /** Turns the outbox's requests into mails (or drops them) before each round of sending. */
  prepare?: () => Promise<unknown>;
  /** The pause before attempt n+1 (tests shorten it). */
  retryDelayMs?: (attempts: number) => number;
}

export class MailWorker {
  private readonly options: MailWorkerOptions;
  private readonly loop: WorkerLoop;

  constructor(options: MailWorkerOptions) {
    this.options = options;
    this.loop = new WorkerLoop(() => this.run(), options.pollMs ?? 15_000);
  }

  start(): void {
    this.loop.start();
  }

  /** Sends what is due now; a wake during a run makes the run go round once more. */
  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async run(): Promise<void> {
    const { db, log } = this.options;
    try {
      await this.options.prepare?.();
      for (;;) {
        const mails = await claimDueMails(db, { now: new Date(), leaseMs: LEASE_MS, limit: BATCH });
        for (const mail of mails) await this.deliver(mail);
        if (mails.length < BATCH || this.loop.stopped) return;
      }
    } catch (error) {
      log.error({ err: error }, 'mail: reading the outbox failed; trying again later');
    }
  }

  private async deliver(mail: {
    id: string;
    recipient: string;
    subject: string;
    text: string;
    html: string;
    attempts: number;
  }) {
    const { db, log, send, from } = this.options;
    try {
      await send({
        from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await markMailSent(db, mail.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (mail.attempts >= MAX_ATTEMPTS) {
        log.error(
          { err: error, mailId: mail.id, to: mail.recipient },
          `mail: gave up after ${mail.attempts} attempts`,
        );
        await markMailFailed(db, mail.id, message, null);
        return;
      }
      const delay = (this.options.retryDelayMs ?? backOffDelay)(mail.attempts);
      log.warn(
        { err: error, mailId: mail.id, to: mail.recipient },
        `mail: sending failed (attempt ${mail.attempts}); trying again in ${Math.round(delay / 1000)} s`,
      );
      await markMailFailed(db, mail.id, message, new Date(Date.now() + delay));
    }
  }
}
