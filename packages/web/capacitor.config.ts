import type { CapacitorConfig } from '@capacitor/cli';

// The Android and iOS shells wrap the same web build (dist/). The app inside talks to the server
// at VITE_API_ORIGIN, set when building the web app for the shells (see docs/native.md); the
// shells' own origin (https://localhost, capacitor://localhost) is not the server's.
const config: CapacitorConfig = {
  appId: 'app.turnout',
  appName: 'Turnout',
  webDir: 'dist',
  android: {
    // The API is reached over https only; no cleartext traffic from the WebView.
    allowMixedContent: false,
  },
  plugins: {
    // Native HTTP for fetch: the server grants no CORS, and the shell's pages are on another
    // origin than the API. Requests carry the bearer token, never cookies.
    CapacitorHttp: { enabled: true },
    PushNotifications: { presentationOptions: ['badge', 'sound', 'alert'] },
    // Until the app applies the theme (lib/color-scheme.ts): the light theme's top-bar blue with
    // light text ('DARK' is the style for dark backgrounds).
    StatusBar: { style: 'DARK', backgroundColor: '#246ab3' },
  },
};

export default config;
