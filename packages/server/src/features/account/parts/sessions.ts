import { and, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import type { SessionKind } from '@turnout/domain';
import type { TFunction } from 'i18next';
import type { Database } from '../../../db/client.ts';
import { sessions } from '../../../db/schema.ts';
import { accountTokens, knownClients } from '../../../db/schema-accounts.ts';
import { feedTokens } from '../../../db/schema-feeds.ts';
import { SESSIONS_CHANNEL } from '../../../http/session-cache.ts';

// The account's sessions as a list of devices, and ending them. Every statement that ends
// sessions also tells every instance to forget them (http/session-cache.ts, ADR 010).
// endAccountTokens ends everything else that opens the account too (ADR 027).

export interface SessionListRow {
  id: string;
  kind: SessionKind;
  device: string;
  createdAt: Date;
  lastSeenAt: Date;
}

export async function listSessions(
  db: Database,
  userId: string,
  now: Date,
): Promise<SessionListRow[]> {
  return db
    .select({
      id: sessions.id,
      kind: sessions.kind,
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(sql`${sessions.lastSeenAt} desc`);
}

/** Deletes the sessions matching `where` and notifies their end; returns how many ended. */
export async function endSessionsWhere(db: Database, where: SQL): Promise<number> {
  const result = await db.execute(sql`
    with ended as (delete from ${sessions} where ${where} returning id)
    select pg_notify(${SESSIONS_CHANNEL}, 's:' || id) from ended`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}

export function endSession(db: Database, userId: string, sessionId: string): Promise<number> {
  return endSessionsWhere(db, and(eq(sessions.userId, userId), eq(sessions.id, sessionId))!);
}

/** Every session of the account but `keepSessionId` (every one when it is undefined). */
export function endOtherSessions(
  db: Database,
  userId: string,
  keepSessionId: string | undefined,
): Promise<number> {
  const mine = eq(sessions.userId, userId);
  return endSessionsWhere(db, keepSessionId ? and(mine, ne(sessions.id, keepSessionId))! : mine);
}

/**
 * Ends every outstanding way into the account but `keepSessionId` (ADR 027): its sessions, its
 * unused links (password reset, e-mail change), the clients it remembers for their attempt
 * allowance (ADR 028) and, with `replaceFeeds`, its feed links (the member makes new ones in
 * settings). Password reset, password change, "sign out everywhere"
 * and disabling all call this, in the transaction of their change, so whoever had access
 * before keeps no way back.
 */
export async function endAccountTokens(
  db: Database,
  userId: string,
  options: { keepSessionId?: string; replaceFeeds: boolean },
): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
  await db.delete(knownClients).where(eq(knownClients.userId, userId));
  if (options.replaceFeeds) await db.delete(feedTokens).where(eq(feedTokens.userId, userId));
  await endOtherSessions(db, userId, options.keepSessionId);
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome on Linux", from a user agent: what a session stores (and the data export shows), in
 * one fixed form whatever the reader's language; deviceName() puts it into theirs.
 */
export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  return [browser, system].filter(Boolean).join(' on ');
}

const browserNames = new Set(BROWSERS.map(([, name]) => name));
const systemNames = new Set(SYSTEMS.map(([, name]) => name));

/**
 * A stored description in the reader's words ("Chrome unter Linux" in German), for the list of
 * signed-in devices. Names stay as they are; anything not of describeDevice()'s form is shown
 * unchanged.
 */
export function deviceName(stored: string, t: TFunction): string {
  const [browser, system, ...rest] = stored.split(' on ');
  if (rest.length > 0 || !browser || !system) return stored;
  if (!browserNames.has(browser) || !systemNames.has(system)) return stored;
  return t('devices.browserOnSystem', { browser, system });
}
