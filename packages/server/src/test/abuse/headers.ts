import fc from 'fast-check';
import { CSRF_HEADER, FUNCTION_HEADERS, SESSION_COOKIE } from '@turnout/domain';
import { printable } from './bodies.ts';
import type { CallerName, World } from './world.ts';

// Generated callers and headers: who asks (a visitor, the group's owner, a member, an outsider),
// how they prove it (bearer token or cookie), and what goes wrong on the way: forged or broken
// credentials, a missing or odd CSRF header, a foreign Origin, odd or oversized headers.

const token43 = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const oversized = fc.integer({ min: 2_000, max: 16_000 }).map((n) => 'a'.repeat(n));
const anyValue = fc.oneof(fc.string({ unit: printable(), maxLength: 200 }), oversized);

function brokenAuthorization(token: string | undefined) {
  return fc.oneof(
    token43.map((t) => `Bearer ${t}`),
    fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Token abc', 'Bearer null'),
    oversized.map((a) => `Bearer ${a}`),
    anyValue,
    ...(token ? [fc.constantFrom(`bearer ${token}`, `Bearer ${token}x`, `Bearer  ${token} `)] : []),
  );
}

function brokenCookie(token: string | undefined) {
  return fc.oneof(
    token43.map((t) => `${SESSION_COOKIE}=${t}`),
    fc.constantFrom(`${SESSION_COOKIE}=%E0%A4%A`, `${SESSION_COOKIE}=`, '=;;==', ';', 'a'),
    oversized.map((a) => `${SESSION_COOKIE}=${a}`),
    anyValue.map((a) => `${SESSION_COOKIE}=${a}`),
    anyValue,
    ...(token
      ? [
          fc.constantFrom(
            `${SESSION_COOKIE}="${token}"`,
            `${SESSION_COOKIE}=x; ${SESSION_COOKIE}=${token}`,
          ),
        ]
      : []),
  );
}

const extraHeader = fc.oneof(
  fc.tuple(
    fc.constant('accept-encoding'),
    fc.constantFrom('gzip;q=abc', 'br, *;q=0', 'identity;q=0', 'x'),
  ),
  fc.tuple(
    fc.constant('range'),
    fc.constantFrom('bytes=999999-', 'bytes=0-0,1-1,2-2', 'bytes=-1', 'bytes=x'),
  ),
  fc.tuple(fc.constant('if-none-match'), fc.constantFrom('*', '"x"', 'W/""')),
  fc.tuple(
    fc.constant('if-modified-since'),
    fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'yesterday'),
  ),
  fc.tuple(
    fc.constant('last-event-id'),
    fc.constantFrom('-1', '0', '99999999999999999999', 'abc', '1e3', ' 7 '),
  ),
  fc.tuple(fc.constant('x-forwarded-for'), fc.constantFrom('1.2.3.4', 'garbage, ::1', '')),
  fc.tuple(
    fc.constant('host'),
    fc.constantFrom('', 'evil.example', 'localhost:99999', '[::1]', 'a'.repeat(300)),
  ),
  fc.tuple(fc.constant('accept'), fc.constantFrom('text/event-stream', 'text/html', '*/*', 'x')),
  fc.tuple(fc.constant('content-encoding'), fc.constantFrom('gzip', 'br', 'x')),
  fc.tuple(
    fc.constantFrom(FUNCTION_HEADERS.appCheckToken, FUNCTION_HEADERS.messagingInstanceToken),
    anyValue,
  ),
  fc.tuple(
    fc.constantFrom('accept-language', 'user-agent', 'referer', 'x-requested-with'),
    anyValue,
  ),
);

export interface HeaderPart {
  caller: CallerName;
  headers: Record<string, string>;
  remoteAddress: string;
}

/**
 * The caller's headers. Proper ones are what our own clients send (a bearer token, or the
 * cookie with the CSRF header); noisy ones break the credentials, the CSRF header, the Origin or
 * add odd headers, each at random.
 */
export function headerPart(
  world: World,
  publicUrl: string,
  noisy: boolean,
): fc.Arbitrary<HeaderPart> {
  const callers = fc.constantFrom<CallerName>('anonymous', 'owner', 'member', 'outsider');
  const remoteAddress = fc.oneof(fc.ipV4(), fc.ipV6(), fc.constant('127.0.0.1'));
  return callers.chain((caller) => {
    const token = caller === 'anonymous' ? undefined : world.callers[caller].token;
    const credentials = fc.constantFrom('bearer', 'cookie').map((via) => {
      if (!token) return {};
      return via === 'bearer'
        ? { authorization: `Bearer ${token}` }
        : { cookie: `${SESSION_COOKIE}=${token}` };
    });
    if (!noisy) {
      return fc.record({
        caller: fc.constant(caller),
        remoteAddress,
        headers: fc
          .tuple(credentials, fc.option(fc.constant(publicUrl), { nil: undefined }))
          .map(([good, origin]) => ({
            ...good,
            [CSRF_HEADER]: '1',
            ...(origin === undefined ? {} : { origin }),
          })),
      });
    }
    const broken = fc.record(
      { authorization: brokenAuthorization(token), cookie: brokenCookie(token) },
      { requiredKeys: [] },
    );
    const csrf = fc.option(fc.oneof(fc.constant('1'), fc.constant(''), anyValue), {
      nil: undefined,
    });
    const origin = fc.option(
      fc.oneof(
        fc.constantFrom(publicUrl, 'http://localhost:80', 'https://evil.example', 'null', ''),
        anyValue,
      ),
      { nil: undefined },
    );
    return fc.record({
      caller: fc.constant(caller),
      remoteAddress,
      headers: fc
        .tuple(
          credentials,
          fc.option(broken, { nil: undefined }),
          csrf,
          origin,
          fc.array(extraHeader, { maxLength: 3 }),
        )
        .map(([good, bad, csrfValue, originValue, extra]) => ({
          ...Object.fromEntries(extra),
          ...good,
          ...bad,
          ...(csrfValue === undefined ? {} : { [CSRF_HEADER]: csrfValue }),
          ...(originValue === undefined ? {} : { origin: originValue }),
        })),
    });
  });
}
