import { z } from 'zod/mini';
import { daySchema, isDay, validateDayInterval } from './days.ts';

// Calendar feeds and CSV export (docs/decisions/016-feeds-and-csv-export.md): members subscribe
// to their days from the calendars they already use, and download a group's days as CSV.

/** The public feed path: the token is the only credential, so it sits outside /api. */
export const FEED_PATH_PREFIX = '/feeds/';
export const FEED_EXTENSION = '.ics';

/** 256 random bits in base64url (43 characters), like session tokens. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The feed's address for a token, on the app's public URL. */
export function feedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${FEED_PATH_PREFIX}${token}${FEED_EXTENSION}`;
}

/** The same address for calendar apps: `webcal://` makes them offer to subscribe. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** GET: whether I have a link (it is shown only when made: only its hash is stored). */
export const feedStatusResponseSchema = z.object({ active: z.boolean() });
export type FeedStatusResponse = z.infer<typeof feedStatusResponseSchema>;

/** POST: a new link; any older one stops working at once. */
export const feedLinkResponseSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type FeedLinkResponse = z.infer<typeof feedLinkResponseSchema>;

/** A CSV export covers at most a year (366 days, for leap years). */
export const EXPORT_MAX_DAYS = 366;

/**
 * The cell separator: a semicolon, which Excel with German (and most European) settings splits
 * on when it opens a file, and LibreOffice offers in its import dialog.
 */
export const CSV_SEPARATOR = ';';

/** attendance: a cell per member and day (present, away, empty for undecided); notes: the notes. */
export const EXPORT_CONTENTS = ['attendance', 'notes'] as const;
export type ExportContent = (typeof EXPORT_CONTENTS)[number];

/** GET /api/groups/:groupId/export.csv?from&to&content */
export const exportQuerySchema = z
  .strictObject({
    from: daySchema,
    to: daySchema,
    content: z._default(z.enum(EXPORT_CONTENTS), 'attendance'),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (!isDay(query.from) || !isDay(query.to)) return;
      const message = validateDayInterval(query, EXPORT_MAX_DAYS);
      if (message) ctx.addIssue({ code: 'custom', message, path: ['to'] });
    }),
  );
export type ExportQuery = z.infer<typeof exportQuerySchema>;
