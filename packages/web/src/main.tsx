// Roboto is bundled and served by Turnout itself: the CSP allows fonts from our own origin only.
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
// The UI's design tokens (light and dark) and base styles, before any component's CSS.
import './components/ui/tokens.css';
import './components/ui/base.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { isNativeShell } from './lib/native/platform.ts';
import { syncOnlineState } from './lib/network.ts';
import { takeReloadedAfterLoginMarker } from './lib/reload-page.ts';
import { registerServiceWorker } from './lib/pwa/service-worker.ts';

// public/compat-check.js ran first: on too old an engine it shows the fallback screen and marks
// the page, and the app must not start over it.
if (!document.documentElement.hasAttribute('data-incompatible')) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element.');
  syncOnlineState();
  // Read once, then gone from the address before the router sees it (docs/product.md#app-state).
  takeReloadedAfterLoginMarker();
  // In a transition, React renders in short slices rather than one long task, so the page
  // stays responsive while it starts (index.html shows the boot spinner meanwhile).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  registerServiceWorker({ native: isNativeShell });
}
