import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// The file roles of a feature folder (docs/architecture.md, "File roles";
// docs/decisions/036-feature-map-and-file-roles.md): a reader finds the same files in every
// feature, on each side, and a new kind of file is a decision, not a drift. The rules are
// patterns, not lists of names: a feature's own larger parts go in a folder made for them.

/** What every file's name must match, and where. */
export interface RoleRules {
  /** Files allowed at a feature folder's root. */
  rootFiles: RegExp[];
  /** Folders allowed in a feature folder, each with the files it may hold (any depth below). */
  folders: Record<string, RegExp>;
}

const TEST = /\.test\.tsx?$/;

/**
 * A server feature: routes.ts (the HTTP handlers: validate, call data or mutations, present),
 * data.ts (reads), mutations.ts (writes), presenters.ts (rows to the domain's response shapes),
 * policy.ts (named rules a handler checks), tests beside them; parts/ for its named larger parts
 * (a write with its fan-out, a cache, a format, a sender, a worker), testing/ for test helpers.
 */
export const SERVER_ROLES: RoleRules = {
  rootFiles: [/^(routes|data|mutations|presenters|policy)\.ts$/, TEST],
  folders: {
    parts: /^[a-z0-9-]+(\.test)?\.ts$/,
    testing: /./,
  },
};

/**
 * A web feature: api/ (fetchers and their queries), components/ (React components, their CSS
 * modules and tests), hooks/ (use-*.ts), model/ (plain logic: no React), testing/ (test
 * helpers), and at its root only tests of the whole feature. Its screen texts live in
 * web/src/lib/i18n/<language>/<noun>.ts, their one home.
 * A larger part of a feature (notifications/push, attendance/coaching) is a folder holding files
 * of the same kinds, until it becomes a feature of its own.
 */
export const WEB_ROLES: RoleRules = {
  rootFiles: [TEST],
  folders: {
    api: /^[a-z0-9-]+(\.test)?\.ts$/,
    components: /^[a-z0-9-]+(\.test\.tsx|\.tsx|\.module\.css)$/,
    hooks: /^use-[a-z0-9-]+(\.test)?\.tsx?$/,
    model: /^[a-z0-9-]+(\.test)?\.ts$/,
    testing: /./,
  },
};

/** Sub-folders of a web feature that hold a larger part, with the same kinds of files. */
const WEB_PART_FILE =
  /^(use-[a-z0-9-]+\.tsx?|[a-z0-9-]+\.(ts|tsx|module\.css)|[a-z0-9-]+\.test\.tsx?)$/;

function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/**
 * Every file or folder in `featuresDir`'s feature folders that has none of the roles. With
 * `partFolders`, other sub-folders (a web feature's larger parts) may hold part files.
 */
export function filesWithoutRole(
  featuresDir: string,
  rules: RoleRules = SERVER_ROLES,
  partFolders = false,
): string[] {
  const misplaced: string[] = [];
  for (const feature of readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) {
      misplaced.push(feature.name);
      continue;
    }
    const dir = join(featuresDir, feature.name);
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const where = `${feature.name}/${entry.name}`;
      if (!entry.isDirectory()) {
        if (!rules.rootFiles.some((rule) => rule.test(entry.name))) misplaced.push(where);
        continue;
      }
      const rule = rules.folders[entry.name] ?? (partFolders ? WEB_PART_FILE : undefined);
      if (!rule) {
        misplaced.push(where);
        continue;
      }
      for (const file of filesUnder(join(dir, entry.name))) {
        const name = file.split('/').pop()!;
        const nested = file.includes('/') && entry.name !== 'testing';
        if (nested || !rule.test(name)) misplaced.push(`${where}/${file}`);
      }
    }
  }
  return misplaced;
}
