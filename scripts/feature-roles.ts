import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The file roles of a server feature folder (docs/architecture.md, "The tree"): a reader finds
// the same files in every feature, and a new kind of file is a decision, not a drift.

/** Files every feature may have, each with one job. */
export const FEATURE_ROLES = [
  'routes.ts', // the HTTP handlers: validate, call data or mutations, present
  'data.ts', // reads
  'mutations.ts', // writes
  'presenters.ts', // rows to the domain's response shapes
  'policy.ts', // named rules a handler checks
];

/**
 * The few other files a feature holds, each a named part too big for the files above (a write
 * with its fan-out, a cache, a format, a sender). Adding one here is adding it to the doc.
 */
export const FEATURE_PARTS: Record<string, string[]> = {
  accounts: ['passwords.ts', 'rate-limit.ts'],
  attendance: ['change.ts', 'read-cache.ts', 'series.ts'],
  feeds: ['cache.ts', 'csv.ts', 'events.ts', 'feed.ts', 'ics.ts'],
  functions: ['registry.ts', 'system-client-compatibility.ts'],
  groups: ['membership-end.ts'],
  'live-events': ['session-end.ts'],
  mail: ['outbox.ts', 'texts.ts', 'worker.ts'],
  notifications: ['cursor.ts'],
  profile: ['deletion.ts', 'export.ts', 'links.ts', 'sessions.ts'],
  reminders: ['jobs.ts', 'worker.ts'],
  webhooks: ['presets.ts', 'sender.ts', 'signing.ts', 'worker.ts'],
  push: [
    'apns-sender.ts',
    'endpoints.ts',
    'fcm-sender.ts',
    'message.ts',
    'native-credentials.ts',
    'native-sender.ts',
    'push-service.ts',
    'retry.ts',
    'sender.ts',
    'vapid.ts',
    'web-sender.ts',
  ],
};

/** Tests sit beside what they test; `testing/` holds a feature's test helpers. */
const TEST_FILE = /\.test\.ts$/;
const TEST_FOLDER = 'testing';

/** Every file or folder in `featuresDir`'s feature folders that has none of the roles. */
export function filesWithoutRole(featuresDir: string): string[] {
  const misplaced: string[] = [];
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) {
      misplaced.push(feature.name);
      continue;
    }
    const parts = FEATURE_PARTS[feature.name] ?? [];
    for (const entry of readdirSync(join(featuresDir, feature.name), { withFileTypes: true })) {
      const allowed = entry.isDirectory()
        ? entry.name === TEST_FOLDER
        : TEST_FILE.test(entry.name) ||
          FEATURE_ROLES.includes(entry.name) ||
          parts.includes(entry.name);
      if (!allowed) misplaced.push(`${feature.name}/${entry.name}`);
    }
  }
  return misplaced;
}
