import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// The domain reads Turnout's version from the root package.json (its one source). The browser
// needs that field only: the rest of the file (scripts, workspaces) stays out of the bundle.
const ROOT_PACKAGE = fileURLToPath(new URL('../../package.json', import.meta.url));

export function versionOnly(): Plugin {
  const { version } = JSON.parse(readFileSync(ROOT_PACKAGE, 'utf8')) as { version: string };
  return {
    name: 'turnout-version-only',
    enforce: 'pre',
    transform(_code, id) {
      if (id.split('?')[0] !== ROOT_PACKAGE) return undefined;
      return { code: JSON.stringify({ version }), map: null };
    },
  };
}
