import { PRODUCT_NAME } from '@turnout/domain';
import { THEME } from './src/lib/ui-constants.ts';
import type { VitePWAOptions } from 'vite-plugin-pwa';

// The installable web app: manifest, icons (scripts/generate-icons.ts) and a Workbox service
// worker that precaches the app shell, so the app opens offline after a first visit. It never
// caches /api or /functions: those answers are per user and per moment (the server marks them
// no-store too). src/lib/pwa/service-worker.ts registers it.
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  // Registered by our own code: not in native shells, and with an update-then-reload step for
  // the "Refresh to Update" button.
  injectRegister: false,
  registerType: 'autoUpdate',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'compat-check.js', 'img/*.svg'],
  manifest: {
    id: '/',
    name: PRODUCT_NAME,
    short_name: PRODUCT_NAME,
    description: 'Plan attendance together with your group.',
    lang: 'en',
    start_url: '/groups',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME.primary,
    background_color: THEME.background,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/icons/icon-maskable-192.png',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: '/icons/icon-maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell and every lazy screen; of the fonts only the Latin subsets the pages use.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'assets/roboto-latin-*.woff2'],
    navigateFallback: '/index.html',
    // Server paths that are not the app's pages: the API, the functions, the app-link files, and
    // a group's embeddable public view (served by the server with its own frame-ancestors).
    navigateFallbackDenylist: [
      /^\/api(\/|$)/,
      /^\/functions(\/|$)/,
      /^\/\.well-known\//,
      /^\/embed\//,
      // The pages of a mail's answer and unsubscribe links (docs/decisions/053-e-mail-channel-and-digest.md).
      /^\/answer\//,
      /^\/unsubscribe\//,
    ],
    runtimeCaching: [],
    // Push and notification clicks (docs/product.md#push-notifications), answering from a
    // notification's actions (docs/decisions/052-answer-tokens.md) and Background Sync of answers
    // given offline (docs/decisions/054-offline-answer-queue.md): plain scripts in public/.
    importScripts: ['/push-sw.js', '/answer-sw.js', '/sync-sw.js'],
    cleanupOutdatedCaches: true,
    skipWaiting: true,
    clientsClaim: true,
  },
};
