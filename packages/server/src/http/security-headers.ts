import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// A Content-Security-Policy the built web app runs under: everything from our own origin;
// inline styles because MUI (emotion) injects <style> tags at run time; data:/blob: images for
// avatars and icons. No inline scripts, no framing, no plugins.
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
