import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
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

// Comments and docs point into the repository (docs/product.md anchors, ADRs, other files), so a
// newcomer can follow every reference: never to a product spec, design or style document kept
// elsewhere, and no doc links out of the repository. URLs that are product configuration or
// examples (an endpoint, a store link template, localhost, *.example) are not citations and stay.
describe('references', () => {
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter((path) => path !== '' && existsSync(path));
  const CODE = /^(packages\/[^/]+\/src|scripts|e2e|system|bench)\/.*\.(ts|tsx|js|mjs|css)$/;
  const code = tracked.filter((path) => CODE.test(path) || path === 'eslint.config.js');
  const docs = tracked.filter(
    (path) => /^(docs\/.*|README)\.md$/.test(path) || path === 'README.md',
  );
  const OUTSIDE = /\bthe spec\b|\b(SPEC|DESIGN|STYLE)\.md\b|shared\/(SPEC|DESIGN)/i;
  const OWN_HOSTS = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\]|[\w.-]+\.example|turnout\.app)\b/;

  /** The comment text of a code file, line by line (`//` and block comments). */
  function commentLines(text: string): [number, string][] {
    const lines: [number, string][] = [];
    let inBlock = false;
    text.split('\n').forEach((line, index) => {
      const trimmed = line.trim();
      if (inBlock || trimmed.startsWith('/*')) {
        lines.push([index + 1, trimmed]);
        inBlock = !trimmed.includes('*/');
        if (inBlock && trimmed.startsWith('/*') && trimmed.endsWith('*/')) inBlock = false;
        return;
      }
      const at = line.indexOf('// ');
      if (at >= 0 && !/['"`].*\/\/ .*['"`]/.test(line)) lines.push([index + 1, line.slice(at)]);
    });
    return lines;
  }

  it('cite docs/product.md or an ADR, never a spec, design or style document outside', async () => {
    const found: string[] = [];
    for (const path of code) {
      for (const [line, text] of commentLines(await read(path))) {
        if (OUTSIDE.test(text)) found.push(`${path}:${line}: ${text}`);
        for (const url of text.match(/https?:\/\/[^\s)`'"]+/g) ?? []) {
          if (!OWN_HOSTS.test(url)) found.push(`${path}:${line}: ${url}`);
        }
      }
    }
    for (const path of docs) {
      (await read(path)).split('\n').forEach((text, index) => {
        if (OUTSIDE.test(text)) found.push(`${path}:${index + 1}: ${text}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('link from the docs to files inside the repository that exist', async () => {
    const found: string[] = [];
    for (const path of docs) {
      for (const [, target] of (await read(path)).matchAll(/\]\(([^)\s]+)\)/g)) {
        const file = target!.split('#')[0]!;
        if (/^[a-z]+:/i.test(file)) {
          found.push(`${path}: ${target}`);
          continue;
        }
        if (file === '') continue;
        const resolved = relative(process.cwd(), resolve(dirname(path), file));
        if (resolved.startsWith('..') || !existsSync(resolved)) found.push(`${path}: ${target}`);
      }
    }
    expect(found).toEqual([]);
  });
});
