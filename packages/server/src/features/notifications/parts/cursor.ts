import { ApiError } from '../../../http/api-error.ts';

// The inbox is paged by its sort key, (updated_at, id), newest first: a page starts strictly
// after the last entry of the one before, so entries that change meanwhile are neither repeated
// nor skipped among those that did not. The cursor is that key, opaque to clients.

export interface InboxCursor {
  updatedAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// The server gives out times it wrote itself; any time past 9999-12-31 is forged, and one the
// driver cannot write as a four-digit year used to reach the database and fail there.
const MAX_CURSOR_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(`${cursor.updatedAt.getTime()}.${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): InboxCursor {
  const [ms, id] = Buffer.from(value, 'base64url').toString('utf8').split('.');
  const updatedAt = new Date(Number(ms));
  if (
    !ms ||
    !/^\d{1,15}$/.test(ms) ||
    Number(ms) > MAX_CURSOR_MS ||
    !id ||
    !UUID.test(id) ||
    Number.isNaN(updatedAt.getTime())
  ) {
    throw new ApiError('invalid-argument', { key: 'errors.cursor' });
  }
  return { updatedAt, id };
}
