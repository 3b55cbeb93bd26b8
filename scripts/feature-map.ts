import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// The feature map (docs/architecture.md, "The feature map"; docs/decisions/036-feature-map-and-file-roles.md):
// one row per noun, naming where it lives on every side. A noun has one name: its folder is
// called that on the server (packages/server/src/features/<noun>) and on the web
// (packages/web/src/features/<noun>), and a side it does not exist on is left out.
// scripts/boundaries.test.ts fails when a feature folder is missing here or named differently.

export interface FeatureRow {
  /** The noun, and the feature folder's name on each side that has one. */
  noun: string;
  /** Its module in packages/domain/src (a file or a folder), if the domain has one. */
  domain?: string;
  /** Has a server feature folder. */
  server?: true;
  /** Has a web feature folder. */
  web?: true;
  /** The URL prefixes its routes answer under. */
  urls?: string[];
  /** What the noun covers, in a few words. */
  covers: string;
}

export const FEATURE_MAP: FeatureRow[] = [
  {
    noun: 'auth',
    domain: 'auth.ts',
    server: true,
    web: true,
    urls: ['/api/auth/'],
    covers: 'sign-up, log-in, log-out, password reset, the session',
  },
  {
    noun: 'account',
    domain: 'account.ts',
    server: true,
    web: true,
    urls: ['/api/account/'],
    covers: 'profile (name, e-mail, password, language), sessions, export, deletion',
  },
  {
    noun: 'groups',
    domain: 'groups.ts',
    server: true,
    web: true,
    urls: ['/api/groups'],
    covers: 'groups, their settings and the member list routes',
  },
  {
    noun: 'members',
    server: true,
    web: true,
    urls: ['/api/groups/:groupId/members', '/api/groups/:groupId/removed-members'],
    covers: 'a group’s members: the list, leaving, removal, letting a removed account back',
  },
  {
    noun: 'invites',
    domain: 'invites.ts',
    server: true,
    web: true,
    urls: ['/api/invites', '/api/groups/:groupId/invite'],
    covers: 'invite links and codes, joining a group',
  },
  {
    noun: 'attendance',
    domain: 'attendance.ts',
    server: true,
    web: true,
    urls: ['/api/groups/:groupId/attendance', '/api/attendance/'],
    covers: 'the calendar and a day’s answers',
  },
  {
    noun: 'coaching',
    domain: 'coaching.ts',
    server: true,
    urls: [
      '/api/groups/:groupId/members/:userId/role',
      '/api/groups/:groupId/hand-over',
      '/api/groups/:groupId/days/',
    ],
    covers:
      'coaches and hand-over, the role × action table, a day’s nudge, announcement and cancellation (web: in members and attendance)',
  },
  // The season's record (docs/decisions/049-roll-call-and-closed-days.md, 050-history-that-holds.md).
  {
    noun: 'record',
    domain: 'record.ts',
    server: true,
    web: true,
    urls: ['/api/groups/:groupId/days/:day/roll-call', '/api/groups/:groupId/history'],
    covers: "a day's roll call (Who came), closed past days, former and deleted members' history",
  },
  {
    noun: 'statistics',
    domain: 'statistics.ts',
    server: true,
    web: true,
    urls: [
      '/api/groups/:groupId/statistics',
      '/api/groups/:groupId/record.csv',
      '/api/groups/:groupId/record.xlsx',
    ],
    covers: "a group's statistics, the season grid and the record's export (CSV, xlsx)",
  },
  {
    noun: 'season',
    domain: 'season/',
    server: true,
    web: true,
    urls: ['/api/groups/:groupId/schedule', '/api/groups/:groupId/reminders'],
    covers: 'training days and their rules, cancelled dates, answering a series, reminders',
  },
  {
    noun: 'notifications',
    domain: 'notifications.ts',
    server: true,
    web: true,
    urls: ['/api/notifications'],
    covers: 'the inbox, muting a group, the push offer',
  },
  {
    noun: 'push',
    domain: 'push.ts',
    server: true,
    urls: ['/api/push/'],
    covers: 'Web Push, FCM and APNs tokens and delivery',
  },
  {
    noun: 'feeds',
    domain: 'feeds.ts',
    server: true,
    web: true,
    urls: ['/api/feeds/', '/api/groups/:groupId/feed', '/api/groups/:groupId/export.csv'],
    covers: 'calendar feeds (iCalendar) and the CSV export',
  },
  {
    noun: 'answer-links',
    domain: 'answer-links.ts',
    server: true,
    urls: ['/api/answer-links/', '/answer/', '/unsubscribe/'],
    covers:
      'answering from a notification or a mail with a signed token, one-click unsubscribe (ADR 052, 053)',
  },
  { noun: 'mail', server: true, covers: 'the outbox, its worker and the mail texts' },
  // Connecting Turnout to other tools (docs/decisions/041-api-tokens.md, 042-webhooks.md); the
  // domain's contracts of all four are in connect.ts.
  {
    noun: 'api-tokens',
    domain: 'connect.ts',
    server: true,
    urls: ['/api/account/api-tokens'],
    covers: 'personal API tokens (the profile section sits in web account)',
  },
  {
    noun: 'webhooks',
    domain: 'connect.ts',
    server: true,
    urls: ['/api/groups/:groupId/webhooks'],
    covers: "a group's webhooks: Standard Webhooks, chat presets, the outbox and its log",
  },
  {
    noun: 'public-view',
    domain: 'connect.ts',
    server: true,
    urls: ['/api/groups/:groupId/public-view', '/api/public/', '/embed/'],
    covers: "a group's public JSON and embeddable page",
  },
  {
    noun: 'integrations',
    web: true,
    covers: 'the Integrations dialog: webhooks and the public view (server: webhooks, public-view)',
  },
  {
    noun: 'functions',
    domain: 'functions.ts',
    server: true,
    urls: ['/functions'],
    covers: 'the callable protocol for the native shells',
  },
  {
    noun: 'client-config',
    server: true,
    urls: ['/api/config'],
    covers: 'what a client needs before it starts',
  },
  { noun: 'app-links', server: true, urls: ['/.well-known/'], covers: 'Android and iOS app links' },
  { noun: 'health', server: true, urls: ['/api/health'], covers: 'liveness and readiness' },
  {
    noun: 'versions',
    domain: 'versions.ts',
    web: true,
    covers: 'update-available and update-required dialogs',
  },
  { noun: 'preferences', web: true, covers: 'language and theme' },
  { noun: 'offline', web: true, covers: 'the offline notice and screen' },
  { noun: 'info', web: true, covers: 'about, imprint, privacy pages' },
  { noun: 'pre-release', web: true, covers: 'the pre-release notice' },
  { noun: 'debug', web: true, covers: 'the debug pages (theme preview)' },
];

/**
 * The app-wide parts that are no feature's, one folder per side (each listed once here so the
 * map names every place a reader looks).
 */
export const OUTSIDE_FEATURES = {
  'live-events': {
    domain: 'events.ts',
    server: 'packages/server/src/live-events',
    web: 'packages/web/src/live-events',
    urls: ['/api/events'],
  },
};

export interface Sides {
  domain: string;
  server: string;
  web: string;
}

export const SIDES: Sides = {
  domain: 'packages/domain/src',
  server: 'packages/server/src/features',
  web: 'packages/web/src/features',
};

const foldersIn = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every way the folders under `sides` disagree with `map`: one line per problem. */
export function offTheMap(map: FeatureRow[] = FEATURE_MAP, sides: Sides = SIDES): string[] {
  const problems: string[] = [];
  for (const side of ['server', 'web'] as const) {
    const onMap = map.filter((row) => row[side]).map((row) => row.noun);
    const folders = foldersIn(sides[side]);
    for (const folder of folders) {
      if (!onMap.includes(folder)) problems.push(`${side}: features/${folder} is not on the map`);
    }
    for (const noun of onMap) {
      if (!folders.includes(noun))
        problems.push(`${side}: features/${noun} is on the map but missing`);
    }
  }
  for (const row of map) {
    if (row.domain && !existsSync(join(sides.domain, row.domain))) {
      problems.push(`domain: ${row.domain} (${row.noun}) is on the map but missing`);
    }
  }
  return problems;
}
