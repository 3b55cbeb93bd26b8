import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { groupPublicViews } from '../../db/schema-connect.ts';

// Turning a group's public view on (a new public id the first time), changing the sites that
// may embed it, and off (the id is forgotten: a later view gets a new address).

export async function savePublicView(
  db: Database,
  groupId: string,
  frameAncestors: string[],
): Promise<void> {
  await db
    .insert(groupPublicViews)
    .values({ groupId, publicId: randomBytes(16).toString('base64url'), frameAncestors })
    .onConflictDoUpdate({ target: groupPublicViews.groupId, set: { frameAncestors } });
}

export async function removePublicView(db: Database, groupId: string): Promise<void> {
  await db.delete(groupPublicViews).where(eq(groupPublicViews.groupId, groupId));
}
