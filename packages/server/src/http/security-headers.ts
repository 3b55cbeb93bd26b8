import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

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
function helmetOptions(options: { https: boolean }) {
  return {
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
  };
}

/** Sets the headers on an answer no hook saw (errors.ts's malformed URLs). */
export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The headers on every answer: through one hook for requests that reach routing, and through the
 * returned function for those Fastify refuses before (a malformed URL's 400), which no hook sees.
 * They are the same for every answer (no nonces), so helmet works them out once here; its
 * Fastify plugin built helmet's middleware anew on every request, the costliest part of a cheap
 * answer (docs/decisions/058-request-path-costs.md).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<SecurityHeaders> {
  const headers = securityHeaderValues(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return (_request, reply) => {
    for (const [name, value] of Object.entries(headers)) reply.raw.setHeader(name, value);
  };
}

/** The headers helmet sets with our options, by lower-case name. */
export function securityHeaderValues(options: {
  https: boolean;
}): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(helmetOptions(options))(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {},
  );
  return Object.freeze(headers);
}
