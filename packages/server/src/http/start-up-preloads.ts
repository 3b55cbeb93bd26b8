import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { attendanceEndpoints, groupEndpoints, today } from '@turnout/domain';

// What the groups screen's first paint waits for, asked for with the page instead of one after
// the other (docs/performance.md "Front end"): its two requests and the screen's code (which the
// entry script would only ask for once it ran), read from the build's manifest; a build without
// one, or without the screen in it, gets the requests only. Not the font files: asked for
// early, their bytes stood in front of the largest paint (LCP 0.4 s later in Lighthouse).

/** The groups screen's route module, as the build's manifest names it. */
const GROUPS_ROUTE = 'src/app/routes/groups.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The screen's scripts (with what they import) and its styles, as hrefs. */
async function screenFiles(webDist: string) {
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
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The <link>s for the groups screen, after those `html` has already (the entry's own scripts are
 * not asked for twice). `from` is today in the app's zone, as the app asks for the week.
 */
export async function groupsScreenPreloads(webDist: string, html: string, timeZone: string) {
  const week = `${attendanceEndpoints.week.path}?from=${today(timeZone)}`;
  const { scripts, styles } = await screenFiles(webDist);
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
