import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

// The server (packages/server) serves dist/ in production; in development Vite serves the app
// and forwards the API so cookies and the CSRF check see one origin, as they do in production.
export default defineConfig({
  plugins: [react(), VitePWA(pwaOptions)],
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
      output: {
        // Libraries change less often than our code: separate chunks stay cached across
        // releases. Only libraries every screen needs go into named groups (a group is loaded
        // whole); MUI's components and the rest split by the screens that use them, so a
        // dialog's or a lazy screen's components never weigh on the first screen.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|i18next|react-i18next|html-parse-stringify|use-sync-external-store|zod)[\\/]/,
              priority: 1,
            },
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
