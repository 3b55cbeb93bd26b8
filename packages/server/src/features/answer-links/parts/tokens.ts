import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  addDays,
  answerDeadlineMs,
  ANSWER_LINK_STATES,
  startOfDayMs,
  trainingRulesOn,
  type AnswerLinkState,
  type Day,
  type Schedule,
} from '@turnout/domain';
import type { Database } from '../../../db/client.ts';
import { appSettings } from '../../../db/schema-delivery.ts';

// Answer tokens (docs/decisions/052-answer-tokens.md): a token is made for one question, a
// member's answer to one group's day, and allows only the answers it names; it expires when the
// day ends or its answer deadline passes, whichever is first. It is never a session: it carries
// no account access, only that answer. Signed with HMAC-SHA256 under a server key: from
// ANSWER_LINK_SECRET, else generated once and kept in app_settings (like the VAPID keys), so every
// instance agrees. An unsubscribe token is the same kind of value with another purpose, so
// neither can be taken for the other. Tokens are never logged (request-log.ts redacts the paths).

const SETTING_KEY = 'answer-link-secret';
/** Bumped if the payload ever changes shape; old tokens then read as invalid. */
const VERSION = 'v1';

/** What an answer token says. */
export interface AnswerClaim {
  userId: string;
  groupId: string;
  day: Day;
  states: readonly AnswerLinkState[];
  /** ms since the epoch; the token answers nothing from then on. */
  expiresAt: number;
}

/** The mails one may leave in one click (RFC 8058). */
export type UnsubscribeList = 'reminder-mails' | 'digest';

export interface UnsubscribeClaim {
  userId: string;
  groupId: string;
  list: UnsubscribeList;
}

type Payload =
  | { p: 'answer'; u: string; g: string; d: string; s: string[]; e: number }
  | { p: 'unsubscribe'; u: string; g: string; l: UnsubscribeList };

/** When a day's answer token stops answering: the day's end, or its deadline if earlier. */
export function answerTokenExpiry(schedule: Schedule, day: Day, timeZone: string): number {
  const end = startOfDayMs(addDays(day, 1), timeZone);
  const deadline = answerDeadlineMs(trainingRulesOn(schedule, day), day, timeZone);
  return deadline === undefined ? end : Math.min(end, deadline);
}

export class AnswerTokens {
  private key: Promise<Buffer> | undefined;
  private loaded = false;
  private readonly db: Database;
  private readonly secret: string | undefined;

  constructor(options: { db: Database; secret: string | undefined }) {
    this.db = options.db;
    this.secret = options.secret;
  }

  /** Loads the key now (before a transaction that makes tokens, so no read waits on it). */
  async ready(): Promise<void> {
    await this.loadKey();
    this.loaded = true;
  }

  /** Whether the key is loaded, so making a token reads nothing from the database. */
  isReady(): boolean {
    return this.loaded;
  }

  /** A token for one question; `states` are the answers it allows. */
  async answer(claim: AnswerClaim): Promise<string> {
    return this.sign({
      p: 'answer',
      u: claim.userId,
      g: claim.groupId,
      d: claim.day,
      s: [...claim.states],
      e: Math.floor(claim.expiresAt / 1000),
    });
  }

  /** A token that turns off one kind of mail of one member in one group; it does not expire. */
  async unsubscribe(claim: UnsubscribeClaim): Promise<string> {
    return this.sign({ p: 'unsubscribe', u: claim.userId, g: claim.groupId, l: claim.list });
  }

  /**
   * The answer token's claim when its signature holds and it is an answer token; undefined for
   * anything else (tampered, another purpose, another key, not a token). Expiry is the caller's
   * to check, so it can say why.
   */
  async readAnswer(token: string): Promise<AnswerClaim | undefined> {
    const payload = await this.verify(token);
    if (payload?.p !== 'answer') return undefined;
    const states = payload.s.filter((s): s is AnswerLinkState =>
      (ANSWER_LINK_STATES as readonly string[]).includes(s),
    );
    return {
      userId: payload.u,
      groupId: payload.g,
      day: payload.d as Day,
      states,
      expiresAt: payload.e * 1000,
    };
  }

  async readUnsubscribe(token: string): Promise<UnsubscribeClaim | undefined> {
    const payload = await this.verify(token);
    if (payload?.p !== 'unsubscribe') return undefined;
    return { userId: payload.u, groupId: payload.g, list: payload.l };
  }

  private async sign(payload: Payload): Promise<string> {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${this.mac(await this.loadKey(), body).toString('base64url')}`;
  }

  private async verify(token: string): Promise<Payload | undefined> {
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length > 0) return undefined;
    const expected = this.mac(await this.loadKey(), body);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      return typeof payload === 'object' && payload !== null ? payload : undefined;
    } catch {
      return undefined;
    }
  }

  private mac(key: Buffer, body: string): Buffer {
    return createHmac('sha256', key).update(`turnout-answer-link.${VERSION}.${body}`).digest();
  }

  private loadKey(): Promise<Buffer> {
    this.key ??= (
      this.secret ? Promise.resolve(Buffer.from(this.secret, 'base64url')) : storedKey(this.db)
    ).catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}

/** The stored key: the first instance to need it inserts one, everyone reads the row. */
async function storedKey(db: Database): Promise<Buffer> {
  await db
    .insert(appSettings)
    .values({ key: SETTING_KEY, value: { key: randomBytes(32).toString('base64url') } })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING_KEY));
  const value = row?.value as { key?: unknown } | undefined;
  if (typeof value?.key !== 'string') {
    throw new Error(`app_settings ${SETTING_KEY} does not hold a key`);
  }
  return Buffer.from(value.key, 'base64url');
}
