import { readFile } from 'node:fs/promises';
import { CLIENT_VERSION } from '@turnout/domain';
import { describe, expect, it } from 'vitest';

// The version lives in the root package.json alone: the domain's CLIENT_VERSION (and so
// LATEST_CLIENT_VERSION's default and the release's file name) reads it; what cannot read it
// (the native shells' build files) must say the same. Every package carries the licence.

const read = (path: string) => readFile(path, 'utf8');
const json = async (path: string) => JSON.parse(await read(path)) as Record<string, unknown>;
const root = await json('package.json');
const WORKSPACES = root.workspaces as string[];

describe('version', () => {
  it('is the root package.json’s, and the domain’s CLIENT_VERSION is it', () => {
    expect(root.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(CLIENT_VERSION).toBe(root.version);
  });

  it('is not repeated in a workspace package.json, where it would drift', async () => {
    for (const workspace of WORKSPACES) {
      expect(await json(`${workspace}/package.json`), workspace).not.toHaveProperty('version');
    }
  });

  it('is the native shells’ version', async () => {
    const gradle = await read('packages/web/android/app/build.gradle');
    expect(gradle.match(/versionName "([^"]+)"/)?.[1]).toBe(root.version);
    const xcode = await read('packages/web/ios/App/App.xcodeproj/project.pbxproj');
    const versions = new Set([...xcode.matchAll(/MARKETING_VERSION = ([^;]+);/g)].map((m) => m[1]));
    expect([...versions]).toEqual([root.version]);
  });
});

describe('licence', () => {
  it('is AGPL-3.0-or-later in LICENSE and in every package.json', async () => {
    expect(await read('LICENSE')).toMatch(/^GNU AFFERO GENERAL PUBLIC LICENSE\nVersion 3/);
    for (const path of ['package.json', ...WORKSPACES.map((w) => `${w}/package.json`)]) {
      expect((await json(path)).license, path).toBe('AGPL-3.0-or-later');
    }
  });
});

describe('configuration from a file', () => {
  it('is read by npm start, npm run serve and npm run admin', () => {
    const scripts = root.scripts as Record<string, string>;
    expect(scripts.start).toMatch(/npm run serve$/);
    for (const name of ['serve', 'admin']) {
      expect(scripts[name]).toMatch(/^node --env-file-if-exists=\.env /);
    }
  });

  it('keeps .env out of git', async () => {
    expect((await read('.gitignore')).split('\n')).toContain('.env');
  });
});
