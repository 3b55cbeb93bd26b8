import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@turnout/domain';
import type { Config } from './types.ts';

// What follows from serving over https or not: Secure cookies, HSTS, and a warning at start.

/** True when the app is served over https, which turns on Secure cookies and HSTS. */
export function isHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

/** The web session cookie: `__Host-` prefixed when served over https. */
export function sessionCookieName(config: Pick<Config, 'publicUrl'>): string {
  return isHttps(config) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/**
 * Why this configuration deserves a warning at start, if it does: sessions in plain http
 * cookies on an interface other machines can reach can be read by anyone on the way.
 */
export function startupWarnings(config: Pick<Config, 'publicUrl' | 'host'>): string[] {
  if (isHttps(config) || isLoopbackHost(config.host)) return [];
  return [
    `PUBLIC_URL is http but HOST (${config.host}) is reachable from other machines: ` +
      'sessions and passwords travel unencrypted. Serve Turnout over https (a reverse proxy ' +
      'with TLS) and set PUBLIC_URL to its https address, or set HOST=127.0.0.1.',
  ];
}

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === 'localhost' || bare === '::1' || /^127\./.test(bare);
}
