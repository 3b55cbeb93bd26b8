import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';

// The import rules of docs/architecture.md ("Boundaries"), checked on every `npm run check`:
// no cycles, imports only down the layers, and features that meet only through named files.

const server = 'packages/server/src';
const web = 'packages/web/src';

const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * What a server feature offers the others: its reads and writes, and the named services.
 * Routes, presenters and everything else stay inside the feature. The request plumbing (who is
 * calling, the membership gate, CSRF, write limits, errors) is no feature's: it lives in http/.
 */
export const SERVER_FEATURE_EXPORTS = [
  'data.ts',
  'mutations.ts',
  'attendance/parts/change.ts',
  'attendance/parts/waitlist.ts',
  'attendance/parts/places.ts',
  // The answer window and deadline, which an answer token's answer obeys as a tap does
  // (docs/decisions/052-answer-tokens.md); the tokens, which reminders and pushes carry.
  'attendance/policy.ts',
  'answer-links/parts/tokens.ts',
  'auth/parts/passwords.ts',
  'auth/presenters.ts',
  // The group's detail lists its members as the members list does.
  'members/presenters.ts',
  'auth/parts/rate-limit.ts',
  'account/parts/sessions.ts',
  'account/parts/links.ts',
  'season/parts/series.ts',
  'mail/parts/outbox.ts',
  'mail/parts/worker.ts',
  'mail/parts/texts.ts',
  'push/parts/push-service.ts',
  'push/parts/native-sender.ts',
  // The public-address filter and the full-date format webhooks reuse
  // (docs/decisions/042-webhooks.md).
  'push/parts/endpoints.ts',
  'push/parts/message.ts',
  // The CSV cell with its formula guard, which the record's export shares
  // (docs/decisions/051-statistics-and-the-record-export.md).
  'feeds/parts/csv.ts',
];

/**
 * What a web feature offers the others: the few files another feature's screens show or read
 * (docs/decisions/056-one-season-feature-on-the-web.md). Everything else stays inside; app/
 * composes the rest. Tests may also use another feature's testing/ helpers.
 */
export const WEB_FEATURE_EXPORTS = [
  // The calendar marks training days and the day sheet shows a training's rules and the
  // repeating answer's button.
  'season/hooks/use-schedule.ts',
  'season/components/training-mark.tsx',
  'season/model/training-label.ts',
  'season/components/day-season.tsx',
  'season/components/training-rules.tsx',
  // The group's edit dialog holds its training days.
  'season/components/training-days-section.tsx',
  'season/hooks/use-schedule-form.ts',
  // A repeating answer reads and refreshes the calendar's days.
  'attendance/api/get-attendance.ts',
  // The day sheet shows the day's record: "Who came", my record, former members
  // (docs/decisions/049-roll-call-and-closed-days.md).
  'record/components/day-record.tsx',
  // The reminders say whether this device gets notifications, in the settings' per-group list.
  'notifications/push/use-push-offer.ts',
  'notifications/components/per-group-settings-section.tsx',
];

const serverFeatures = foldersIn(`${server}/features`);
const webFeatures = foldersIn(`${web}/features`);

const layerZones = [
  // Web: app → live-events → features → components → lib → domain. The live client is the
  // app's, not a feature's: it composes the features' caches, and no feature imports it.
  {
    target: `${web}/lib`,
    from: [`${web}/app`, `${web}/live-events`, `${web}/features`, `${web}/components`],
  },
  { target: `${web}/components`, from: [`${web}/app`, `${web}/live-events`, `${web}/features`] },
  { target: `${web}/features`, from: [`${web}/app`, `${web}/live-events`] },
  { target: `${web}/live-events`, from: `${web}/app` },
  // Server: routes → data/mutations → db; the database layer imports no feature.
  {
    target: `${server}/db`,
    from: [`${server}/features`, `${server}/live-events`, `${server}/http`],
  },
  // The request plumbing serves every feature and imports none.
  {
    target: `${server}/http`,
    from: `${server}/features`,
    message: 'The request plumbing (http/) imports no feature; features import it.',
  },
  {
    target: `${server}/features/*/{data,mutations}.ts`,
    from: `${server}/features/*/routes.ts`,
    message: 'Reads and writes never import routes.',
  },
  // The domain package imports nothing of ours.
  { target: 'packages/domain/src', from: ['packages/server', 'packages/web'] },
];

const featureZones = [
  ...serverFeatures.map((feature) => ({
    target: `${server}/features/${feature}`,
    from: `${server}/features`,
    except: [
      `./${feature}`,
      ...serverFeatures.flatMap((other) =>
        SERVER_FEATURE_EXPORTS.filter(
          (file) => !file.includes('/') || file.startsWith(`${other}/`),
        ).map((file) => (file.includes('/') ? `./${file}` : `./${other}/${file}`)),
      ),
    ],
    message: 'Import another feature only through its data.ts, mutations.ts or named shared files.',
  })),
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`, ...WEB_FEATURE_EXPORTS.map((file) => `./${file}`)],
    message:
      'Web features meet only through WEB_FEATURE_EXPORTS; a route module in app/ composes the rest.',
  })),
];

// Tests may also use another feature's test helpers (its testing/ folder).
const testFeatureZones = featureZones.map((zone) => ({
  ...zone,
  except: [...zone.except, ...webFeatures.map((other) => `./${other}/testing`)],
}));

// Tests and their helpers may render the app around what they test (app/provider.tsx, the router).
const testFiles = ['**/*.test.{ts,tsx}', '**/testing/**', '**/test/**'];

const rules = (zones) => ({
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
  'import-x/no-restricted-paths': ['error', { zones }],
});

// The rules follow imports into other files, which they must parse as TypeScript to see them.
const settings = {
  'import-x/extensions': ['.ts', '.tsx', '.js'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
};

export const boundaries = [
  {
    files: ['packages/*/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings,
    rules: rules([...layerZones, ...featureZones]),
  },
  {
    files: testFiles.map((glob) => `packages/*/src/${glob}`),
    plugins: { 'import-x': importX },
    settings,
    rules: rules([
      ...layerZones.filter((zone) => ![zone.from].flat().includes(`${web}/app`)),
      {
        target: `${web}/lib`,
        from: [`${web}/live-events`, `${web}/features`, `${web}/components`],
      },
      { target: `${web}/components`, from: [`${web}/live-events`, `${web}/features`] },
      ...testFeatureZones,
    ]),
  },
];
