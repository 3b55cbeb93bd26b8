import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// A Content-Security-Policy the built web app runs under: everything from our own origin;
// inline styles for index.html's inlined first-screen CSS (packages/web/inline-css.ts) and the
// style attributes components set (a sheet's height); data:/blob: images for
// avatars and icons. No inline scripts but index.html's own, allowed by its hash; no framing, no
// plugins.

/**
 * index.html's inline script, which applies the theme before the first paint (it cannot wait
 * for a file). security-headers.test.ts hashes the script in packages/web/index.html and fails
 * when this differs: change both together.
 */
export const INDEX_SCRIPT_HASH = "'sha256-pkKkO8UVLbuNEMJsehA6J1yo8AIZppPgMS8Erax6K7k='";
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", INDEX_SCRIPT_HASH],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // Over plain http (local use) upgrading would break every request.
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only makes sense, and only works, when the app is served over https.
    strictTransportSecurity: options.https ? { maxAge: 180 * 24 * 60 * 60 } : false,
  });
}
