import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_MAP, offTheMap, SIDES } from './feature-map.ts';
import { filesWithoutRole, WEB_ROLES } from './feature-roles.ts';

// The import rules of eslint.boundaries.js catch what they are for: each case lints a real file
// of the repo with one deliberate import added, as `npm run lint` would.

const eslint = new ESLint();

async function rulesBrokenBy(filePath: string, addedImport: string): Promise<string[]> {
  const code = `${addedImport}\n${await readFile(filePath, 'utf8')}`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', { timeout: 30_000 }, () => {
  it('accept a file as it is', async () => {
    expect(await rulesBrokenBy('packages/server/src/live-events/event-store.ts', '')).toEqual([]);
  });

  it('refuse an import cycle', async () => {
    // realtime.ts imports event-store.ts, so this import closes a loop.
    expect(
      await rulesBrokenBy(
        'packages/server/src/live-events/event-store.ts',
        "import './realtime.ts';",
      ),
    ).toEqual(['import-x/no-cycle']);
  });

  it('refuse an import up the server layers', async () => {
    expect(
      await rulesBrokenBy(
        'packages/server/src/db/errors.ts',
        "import '../features/health/routes.ts';",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuse the request plumbing importing a feature', async () => {
    expect(
      await rulesBrokenBy(
        'packages/server/src/http/gate.ts',
        "import '../features/groups/data.ts';",
      ),
    ).toEqual(['import-x/no-restricted-paths']);
  });

  it('refuse another server feature’s internals, but not its reads', async () => {
    const file = 'packages/server/src/features/invites/routes.ts';
    expect(await rulesBrokenBy(file, "import '../groups/presenters.ts';")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await rulesBrokenBy(file, "import '../groups/data.ts';")).toEqual([]);
  });

  it('refuse a web feature importing the app’s live client', async () => {
    expect(
      await rulesBrokenBy(
        'packages/web/src/features/groups/model/group-form.ts',
        "import '../../../live-events/use-live-updates.ts';",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuse a web feature importing another, and lib importing a component', async () => {
    expect(
      await rulesBrokenBy(
        'packages/web/src/features/groups/model/group-form.ts',
        "import '../../feeds/api/feed-status.ts';",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await rulesBrokenBy('packages/web/src/lib/datetime.ts', "import '../components/toast.tsx';"),
    ).toContain('import-x/no-restricted-paths');
  });
});

describe('server feature folders', () => {
  const features = 'packages/server/src/features';

  it('hold only files with a role', () => {
    expect(filesWithoutRole(features)).toEqual([]);
  });

  it('refuse a file with no role, a stray folder, and a folder inside parts/', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'turnout-features-'));
    try {
      await cp(features, copy, { recursive: true });
      await writeFile(join(copy, 'groups/helpers.ts'), 'export const x = 1;\n');
      await cp(join(copy, 'invites'), join(copy, 'groups/invites'), { recursive: true });
      await mkdir(join(copy, 'feeds/parts/formats'));
      await writeFile(join(copy, 'feeds/parts/formats/ics.ts'), 'export const x = 1;\n');
      await writeFile(join(copy, 'season/parts/jobs.js'), 'export const x = 1;\n');
      expect(filesWithoutRole(copy).sort()).toEqual([
        'feeds/parts/formats/ics.ts',
        'groups/helpers.ts',
        'groups/invites',
        'season/parts/jobs.js',
      ]);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe('web feature folders', () => {
  const features = 'packages/web/src/features';

  it('hold only files with a role', () => {
    expect(filesWithoutRole(features, WEB_ROLES, true)).toEqual([]);
  });

  it('refuse a hook outside hooks/, a loose file at the root, and a component among the fetchers', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'turnout-web-features-'));
    try {
      await cp(features, copy, { recursive: true });
      await writeFile(join(copy, 'groups/use-group.ts'), 'export const x = 1;\n');
      await writeFile(join(copy, 'groups/components/use-group.ts'), 'export const x = 1;\n');
      await writeFile(join(copy, 'invites/helpers.ts'), 'export const x = 1;\n');
      await writeFile(join(copy, 'feeds/api/feed-card.tsx'), 'export const x = 1;\n');
      expect(filesWithoutRole(copy, WEB_ROLES, true).sort()).toEqual([
        'feeds/api/feed-card.tsx',
        'groups/components/use-group.ts',
        'groups/use-group.ts',
        'invites/helpers.ts',
      ]);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});

describe('the feature map', () => {
  it('names every feature folder on both sides, by the same name', () => {
    expect(offTheMap()).toEqual([]);
  });

  it('refuse a feature folder named differently on one side, and one off the map', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'turnout-map-'));
    try {
      const sides = { ...SIDES, server: join(copy, 'server'), web: join(copy, 'web') };
      await cp(SIDES.server, sides.server, { recursive: true });
      await cp(SIDES.web, sides.web, { recursive: true });
      // The old split: the web calls its account screens "profile" while the server says "account".
      await rename(join(sides.web, 'account'), join(sides.web, 'profile'));
      await cp(join(sides.server, 'health'), join(sides.server, 'status'), { recursive: true });
      expect(offTheMap(FEATURE_MAP, sides)).toEqual([
        'server: features/status is not on the map',
        'web: features/profile is not on the map',
        'web: features/account is on the map but missing',
      ]);
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
