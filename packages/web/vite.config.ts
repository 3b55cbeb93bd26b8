import react from '@vitejs/plugin-react';
import type { ChunkingContext } from 'rolldown';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineCss } from './inline-css.ts';
import { precompress } from './precompress.ts';
import { pwaOptions } from './pwa.config.ts';
import { versionOnly } from './version-only.ts';

// Lazy code is chunked by what loads it rather than module by module: over HTTP/1.1 each chunk is a
// request, and the group screen alone used to wait on 27 of them (Lighthouse, docs/performance.md).
const ROUTE = /[\\/]src[\\/]app[\\/]routes[\\/]/;
const ROOTS = {
  // The landing page: a visitor loads none of the screens' code.
  landing: /[\\/]src[\\/]app[\\/]routes[\\/]landing\.tsx$/,
  // What the group and groups screens' routes fetch their data with, while the screen's code
  // loads (the groups screen's: the groups and "My week").
  groupData: /[\\/]src[\\/]app[\\/]prefetch-groups?-screen\.ts$/,
  // The groups screen (where a signed-in user lands) and the group screen.
  groupsScreen: /[\\/]src[\\/]app[\\/]routes[\\/]groups\.tsx$/,
  groupScreen: /[\\/]src[\\/]app[\\/]routes[\\/]group\.tsx$/,
};
type Root = keyof typeof ROOTS;
const DOMAIN = /[\\/]domain[\\/]src[\\/]/;
// Barrels re-export everything, used or not: bundling links past them to what is used.
const BARREL = /[\\/]index\.m?[jt]s$/;

/** Which of ROOTS import a module, directly or through others (barrels aside). */
function rootsOf(id: string, ctx: ChunkingContext): Set<Root> {
  const roots = new Set<Root>();
  const seen = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const [root, test] of Object.entries(ROOTS)) {
      if (test.test(current)) roots.add(root as Root);
    }
    if (BARREL.test(current) && current !== id) continue;
    queue.push(...(ctx.getModuleInfo(current)?.importers ?? []));
  }
  return roots;
}

/**
 * The lazy chunks (the initial ones are taken first), in this order, as a chunk takes what its
 * modules import along: what the landing page needs, what the group screen's data prefetch needs
 * (with the domain's lazy parts, whose barrel hides who uses them), then what the groups screen
 * draws with (`screens`; the group screen loads it too), then the rest of the group screen
 * (`group-screen`): the groups screen, where a signed-in user lands, waits for none of the
 * calendar's code (docs/decisions/064-groups-screen-start-up.md). Route modules and the other
 * lazy entries stay small chunks of their own that import these; anything else is split as by
 * default.
 */
function dataChunk(id: string, ctx: ChunkingContext): string | null {
  if (ROUTE.test(id) || ROOTS.groupData.test(id)) return null;
  const roots = rootsOf(id, ctx);
  if (roots.has('landing')) return 'landing-deps';
  if (roots.has('groupData') || DOMAIN.test(id)) return 'group-data';
  return null;
}
function screenChunk(id: string, ctx: ChunkingContext): string | null {
  if (ROUTE.test(id) || ROOTS.groupData.test(id)) return null;
  return rootsOf(id, ctx).has('groupsScreen') ? 'screens' : null;
}
function groupScreenChunk(id: string, ctx: ChunkingContext): string | null {
  if (ROUTE.test(id) || ROOTS.groupData.test(id)) return null;
  return rootsOf(id, ctx).has('groupScreen') ? 'group-screen' : null;
}

// The server (packages/server) serves dist/ in production; in development Vite serves the app
// and forwards the API so cookies and the CSRF check see one origin, as they do in production.
export default defineConfig({
  plugins: [versionOnly(), react(), inlineCss(), VitePWA(pwaOptions), precompress()],
  build: {
    // Android WebView 92 and iOS Safari 15.4 are the minimums (docs/product.md#codes-and-versions);
    // older engines get the fallback screen from public/compat-check.js before this bundle runs.
    target: ['chrome92', 'edge92', 'firefox90', 'safari15.4'],
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names under /assets/ let the server cache them forever.
    assetsDir: 'assets',
    // Fonts and images stay files: the CSP allows data: fonts, but separate files cache better.
    assetsInlineLimit: 0,
    // scripts/check-bundle.ts reads the manifest to find the chunks the first screen needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and the router change less often than our code: their chunk stays cached across
        // releases. The rest of what index.html loads is one chunk ('$initial': what the entry
        // imports statically), about 9 kB less gzipped than the 20-odd small chunks it would
        // otherwise be. Lazy code goes into a few chunks by who loads it (lazyChunk above), so
        // the group screen waits on 5 requests rather than 27 and a visitor on the landing page
        // loads none of the screens' code.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 6,
            },
            { name: 'initial', tags: ['$initial'], priority: 5 },
            { name: dataChunk, priority: 4 },
            { name: screenChunk, priority: 3 },
            { name: groupScreenChunk, priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/functions': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000', '/functions': 'http://localhost:3000' },
  },
});
