import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineCss } from './inline-css.ts';
import { pwaOptions } from './pwa.config.ts';

// The server (packages/server) serves dist/ in production; in development Vite serves the app
// and forwards the API so cookies and the CSRF check see one origin, as they do in production.
export default defineConfig({
  plugins: [react(), inlineCss(), VitePWA(pwaOptions)],
  build: {
    // SPEC §9: Android WebView 92 and iOS Safari 15.4 are the minimums; older engines get the
    // fallback screen from public/compat-check.js before this bundle runs.
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
      treeshake: {
        // @emotion/react's build keeps a bare `import 'hoist-non-react-statics'` (for withTheme,
        // which we never use); that CommonJS package declares no sideEffects, so without this it
        // and an old react-is ride along in the first screen's bundle for nothing.
        moduleSideEffects: (id) =>
          /node_modules[\\/]hoist-non-react-statics[\\/]/.test(id) ? false : undefined,
      },
      output: {
        // React and the router change less often than our code: their chunk stays cached across
        // releases. The rest of what index.html loads is one chunk ('$initial': what the entry
        // imports statically), about 9 kB less gzipped than the 20-odd small chunks it would
        // otherwise be. Everything else splits by the screens and dialogs that use it, so lazy
        // code never weighs on the first screen (a named group is loaded whole, so there are
        // no groups for lazy libraries).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'initial', tags: ['$initial'], priority: 1 },
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
