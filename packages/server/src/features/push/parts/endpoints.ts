import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

// Web Push endpoints are URLs a client hands over, and the server then connects to them on every
// change in the client's groups: without limits that lets anyone make the server reach inside
// its own network (loopback services, the cloud metadata address, the LAN). Two checks:
// - the endpoint's host must be one of the push services (PUSH_SERVICE_HOSTS), when it is
//   stored and again before each push;
// - the address the host resolves to, at connect time, must be a public unicast one: a name on
//   the list that resolves inward (a DNS change, a hosts file) is refused too.

/** True when the URL is https on the default port, on a host the patterns allow. */
export function isPushServiceEndpoint(endpoint: string, patterns: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname, patterns);
}

/** `fcm.googleapis.com` matches itself; `*.push.apple.com` matches its subdomains only. */
export function isPushServiceHost(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return patterns.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
}

/**
 * Public unicast only: never loopback, private (RFC 1918), link-local (169.254/16, fe80::/10),
 * unique-local (fc00::/7), carrier-grade NAT, multicast, unspecified, reserved, or the IPv6
 * forms that carry an IPv4 address (6to4, Teredo, NAT64). IPv4-mapped IPv6 is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

export class ForbiddenAddressError extends Error {
  constructor(hostname: string) {
    super(`${hostname} does not resolve to a public address only`);
  }
}

/** For http(s).request: resolves like dns.lookup, and fails unless every address is public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
      return callback(new ForbiddenAddressError(hostname), '', 0);
    }
    if (options.all) return (callback as unknown as AllCallback)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};
type AllCallback = (error: Error | null, addresses: LookupAddress[]) => void;

/**
 * A host given as an address is connected to without a lookup, so it is checked here. Throws
 * ForbiddenAddressError for an address that is not public.
 */
export function assertPublicIfAddress(hostname: string): void {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (isIP(bare) && !isPublicAddress(bare)) throw new ForbiddenAddressError(hostname);
}
