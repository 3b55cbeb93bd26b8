import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { attendanceEndpoints, groupEndpoints, today, type Language } from '@turnout/domain';

// What the groups screen's first paint waits for, asked for with the page instead of one after
// the other (docs/performance.md "Front end"): its two requests, the screen's code and the texts
// it is written in (which the entry script would only ask for once it ran, and the screens'
// texts only once the start texts had come: three round trips one after the other), read from
// the build's manifest; a build without one, or without the screen in it, gets the requests
// only (docs/decisions/064-groups-screen-start-up.md). Not the font files: asked for early,
// their bytes stood in front of the largest paint (LCP 0.4 s later in Lighthouse).

/** The groups screen's route module, as the build's manifest names it. */
const GROUPS_ROUTE = 'src/app/routes/groups.tsx';
/**
 * What the app asks for only once earlier parts have run, in a language (lib/i18n/bundles.ts):
 * the start texts (once the entry runs), the module that adds the screens' texts (loaded beside
 * every screen, route-table.tsx) with the screens' texts (once the start texts are there), and the
 * route's prefetch, which adopts the preloaded requests into the query cache.
 */
const askedForLater = (language: Language) => [
  `src/lib/i18n/${language}.ts`,
  'src/lib/i18n/screen-texts.ts',
  `src/lib/i18n/${language}/screens.ts`,
  'src/app/prefetch-groups-screen.ts',
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The screen's scripts (with what they import) and its styles, as hrefs. */
async function screenFiles(webDist: string, language: Language) {
  let manifest: Record<string, ManifestChunk>;
  try {
    const text = await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8');
    manifest = JSON.parse(text) as Record<string, ManifestChunk>;
  } catch {
    return { scripts: [], styles: [] };
  }
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(`/${chunk.file}`)) return;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(GROUPS_ROUTE);
  // Only with the screen: a build that has no groups screen has nothing to write in.
  if (scripts.size > 0) for (const key of askedForLater(language)) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The <link>s for the groups screen, after those `html` has already (the entry's own scripts are
 * not asked for twice). `from` is today in the app's zone, as the app asks for the week. The
 * texts are those of `language`, the language the app will most likely start in (the account's,
 * else the browser's: lib/i18n/language.ts); when the device chose another, the app loads that
 * one's as before, and the preloaded few kB go unused.
 */
export async function groupsScreenPreloads(
  webDist: string,
  html: string,
  timeZone: string,
  language: Language,
) {
  const week = `${attendanceEndpoints.week.path}?from=${today(timeZone)}`;
  const { scripts, styles } = await screenFiles(webDist, language);
  const fresh = (href: string) => !html.includes(`"${href}"`);
  return [
    ...[groupEndpoints.list.path, week].map(
      (href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`,
    ),
    ...scripts
      .filter(fresh)
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}" />`),
    ...styles.filter(fresh).map((href) => `<link rel="preload" href="${href}" as="style" />`),
  ]
    .map((link) => `\n    ${link}`)
    .join('');
}
