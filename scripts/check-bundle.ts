// `npm run test:bundle` (after `npm run build`): the budget for the JavaScript a browser must load
// before the first signed-in screen (docs/product.md#performance-budgets), and a check that every screen is a lazy chunk.
//
// "Initial" is what index.html loads: the entry script and every chunk it modulepreloads, which
// Vite derives from the entry's static imports. Both sources are read and must agree, so the
// figure cannot silently miss a chunk. Sizes are gzip (level 9) per file, as served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170_000;
const webDir = path.resolve(import.meta.dirname, '../packages/web');
const distDir = path.join(webDir, 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
}

/** The chunk files a manifest entry needs before it runs: itself and its static imports. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest has no chunk ${key}.`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The scripts index.html makes the browser fetch at once: the entry and its modulepreloads. */
function scriptsOfIndexHtml(): Set<string> {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const tags = html.matchAll(
    /<script type="module"[^>]*\ssrc="\/([^"]+)"|<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g,
  );
  return new Set([...tags].map((match) => match[1] ?? match[2]));
}

function gzipSize(file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** The route modules route-table.tsx imports lazily, as manifest keys (src/app/routes/…). */
function lazyRouteModules(): string[] {
  const table = readFileSync(path.join(webDir, 'src/app/route-table.tsx'), 'utf8');
  const imports = [...table.matchAll(/import\('\.\/(routes\/[^']+)'\)/g)].map((m) => m[1]);
  if (imports.length === 0) throw new Error('route-table.tsx imports no route module lazily.');
  return [...new Set(imports)].map((module) => `src/app/${module}`);
}

const manifest = readManifest();
const fromHtml = scriptsOfIndexHtml();
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The bundler may merge the entry module into the 'initial' chunk group (vite.config.ts); the
// manifest then has no entry, and index.html loads that group's chunk instead. Its static
// imports are the initial JavaScript all the same.
const rootKeys = entryKey
  ? [entryKey]
  : Object.keys(manifest).filter((key) => fromHtml.has(manifest[key].file));
if (rootKeys.length === 0) throw new Error('The manifest has no chunk index.html loads.');

const initial = new Set<string>();
for (const key of rootKeys) staticClosure(manifest, key, initial);
const problems: string[] = [];
const differ = [...initial].filter((file) => !fromHtml.has(file));
differ.push(...[...fromHtml].filter((file) => !initial.has(file)));
if (differ.length > 0) {
  problems.push(`index.html and the manifest disagree about these chunks: ${differ.join(', ')}`);
}

const sizes = [...initial].map((file) => ({ file, bytes: gzipSize(file) }));
sizes.sort((a, b) => b.bytes - a.bytes);
const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);

const SHOWN = 8;
console.log(`Initial JavaScript of the app (${sizes.length} chunks, gzip):`);
for (const { file, bytes } of sizes.slice(0, SHOWN)) {
  console.log(`  ${kB(bytes).padStart(9)}  ${file}`);
}
if (sizes.length > SHOWN) console.log(`  …and ${sizes.length - SHOWN} smaller chunks`);
const share = ((100 * total) / BUDGET_BYTES).toFixed(1);
const headroom = `${kB(Math.abs(BUDGET_BYTES - total))} ${total > BUDGET_BYTES ? 'over' : 'to spare'}`;
console.log(`Total ${kB(total)} of a ${kB(BUDGET_BYTES)} budget (${share} %, ${headroom}).`);
if (total > BUDGET_BYTES) {
  problems.push(`The initial JavaScript is ${kB(total)}, over the ${kB(BUDGET_BYTES)} budget.`);
}

// Every screen must stay a chunk of its own that the first screen does not wait for.
const routes = lazyRouteModules();
for (const key of routes) {
  const chunk = manifest[key];
  if (!chunk?.isDynamicEntry) problems.push(`${key} is not a lazy chunk of its own.`);
  else if (initial.has(chunk.file)) problems.push(`${key} is part of the initial JavaScript.`);
}
console.log(`${routes.length} route modules, each a lazy chunk outside the initial JavaScript.`);

// For information: what the main screens load on top, lazily, once the start-up knows who is
// signed in (the groups screen is where a signed-in user lands). Every screen loads the screens'
// texts beside its own code (route-table.tsx).
// The groups screen, where a signed-in user lands, has a budget of its own: its first paint
// waits for these bytes, so it must not load the group screen's calendar code
// (docs/decisions/064-groups-screen-start-up.md; 91 kB when the two screens shared a chunk).
const GROUPS_SCREEN_BUDGET_BYTES = 50_000;
const texts = staticClosure(manifest, 'src/lib/i18n/screen-texts.ts');
for (const [name, key] of [
  ['groups screen', 'src/app/routes/groups.tsx'],
  ['group screen', 'src/app/routes/group.tsx'],
  ['landing page', 'src/app/routes/landing.tsx'],
]) {
  const screen = new Set([...staticClosure(manifest, key), ...texts]);
  const extra = [...screen].filter((file) => !initial.has(file));
  const bytes = extra.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(`The ${name} adds ${kB(bytes)} in ${extra.length} lazy chunks.`);
  if (name === 'groups screen' && bytes > GROUPS_SCREEN_BUDGET_BYTES) {
    problems.push(
      `The groups screen adds ${kB(bytes)}, over its ${kB(GROUPS_SCREEN_BUDGET_BYTES)} budget.`,
    );
  }
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
console.log('✓ Bundle budget met.');
