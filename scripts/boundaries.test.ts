import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { FEATURE_MAP, offTheMap, SIDES } from './feature-map.ts';
import { FEATURE_PARTS, filesWithoutRole } from './feature-roles.ts';

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

  it('refuse a web feature importing another, and lib importing a component', async () => {
    expect(
      await rulesBrokenBy(
        'packages/web/src/features/groups/group-form.ts',
        "import '../feeds/api/feed-status.ts';",
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

  it('name only parts that exist', () => {
    const listed = Object.entries(FEATURE_PARTS).flatMap(([feature, files]) =>
      files.map((file) => `${feature}/${file}`),
    );
    expect(listed.filter((file) => !existsSync(join(features, file)))).toEqual([]);
  });

  it('refuse a file with no role, and a stray folder', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'turnout-features-'));
    try {
      await cp(features, copy, { recursive: true });
      await writeFile(join(copy, 'groups/helpers.ts'), 'export const x = 1;\n');
      await cp(join(copy, 'invites'), join(copy, 'groups/invites'), { recursive: true });
      expect(filesWithoutRole(copy)).toEqual(['groups/helpers.ts', 'groups/invites']);
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
