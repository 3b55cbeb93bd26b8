import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// The journeys' mailbox: a real SMTP server on loopback, started beside the Turnout server
// (start-server.ts points SMTP_URL at it), that files each delivered message as it arrived.
// The journeys read that folder, so a mail is checked as a member's mailbox would get it.

const port = process.env.E2E_PORT ?? process.env.PORT ?? '3100';
const MAIL_DIR = fileURLToPath(new URL(`../../test-results/e2e-mail-${port}`, import.meta.url));

/** Starts the SMTP server; returns the SMTP_URL for Turnout. */
export async function startMailCatcher(): Promise<string> {
  await rm(MAIL_DIR, { recursive: true, force: true });
  await mkdir(MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const name = `${Date.now()}-${String(++count).padStart(5, '0')}.eml`;
        writeFile(path.join(MAIL_DIR, name), Buffer.concat(chunks)).then(
          () => callback(),
          callback,
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
}

async function mailsTo(address: string): Promise<ParsedMail[]> {
  const names = (await readdir(MAIL_DIR)).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(
    names.map(async (name) => simpleParser(await readFile(path.join(MAIL_DIR, name)))),
  );
  return mails.filter((mail) =>
    [mail.to ?? []].flat().some((to) => to.text.toLowerCase().includes(address.toLowerCase())),
  );
}

/** Waits for the `index`th mail to `address` (0: the first), `timeout` ms at most. */
export async function mailTo(address: string, index = 0, timeout = 15_000): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address))[index]) !== undefined, { timeout })
    .toBe(true);
  return found!;
}

/** The path of the first link to `prefix` in the mail, e.g. `/reset-password/…`. */
export function linkPath(mail: ParsedMail, prefix: string): string {
  const match = mail.text?.match(new RegExp(`https?://[^/\\s]+(${prefix}[A-Za-z0-9_-]+)`));
  if (!match) throw new Error(`No ${prefix} link in the mail: ${mail.text}`);
  return match[1]!;
}
