import gte from 'semver/functions/gte.js';
import satisfies from 'semver/functions/satisfies.js';
import valid from 'semver/functions/valid.js';
import validRange from 'semver/ranges/valid.js';
import { z } from 'zod/mini';

// docs/product.md#client-version: latest when the version is at least latestClientVersion, compatible
// when it satisfies compatibleClientVersions (a semver range). Shared by the server (which
// validates its configuration with it) and the web app (which decides the update dialogs).

/**
 * docs/product.md#client-compatibility-data. The server always sends both store links, null for one it
 * has not been given; the client reads {} when the check failed.
 */
export const clientCompatibilitySchema = z.object({
  latestClientVersion: z.optional(z.string()),
  compatibleClientVersions: z.optional(z.string()),
  androidStoreLink: z.optional(z.nullable(z.string())),
  appleStoreLink: z.optional(z.nullable(z.string())),
});
export type ClientCompatibility = z.infer<typeof clientCompatibilitySchema>;

export function isValidVersion(version: string): boolean {
  return valid(version) !== null;
}

export function isValidVersionRange(range: string): boolean {
  return range.trim() !== '' && validRange(range) !== null;
}

/**
 * True when `client` is at least `latest`. Without a usable latest version (the check failed,
 * or the data is malformed) the client counts as latest: no nudge on bad data.
 */
export function isLatest(client: string, latest: string | undefined): boolean {
  if (latest === undefined || !isValidVersion(latest) || !isValidVersion(client)) return true;
  return gte(client, latest);
}

/**
 * True when `client` satisfies `range`. Without a usable range the client counts as compatible:
 * blocking everybody because of missing or malformed data would be worse than not blocking.
 */
export function isCompatible(client: string, range: string | undefined): boolean {
  if (range === undefined || !isValidVersionRange(range) || !isValidVersion(client)) return true;
  return satisfies(client, range, { includePrerelease: true });
}

/** docs/product.md#app-state: the "update dialog decision". */
export type UpdateDecision = 'none' | 'update-available' | 'update-required';

export interface UpdateDecisionInput {
  clientVersion: string;
  compatibility: ClientCompatibility;
  /** `pageReloadedAfterLogin=true` is in the URL: the page was just reloaded after log-in. */
  reloadedAfterLogin: boolean;
}

/**
 * Not compatible forces a blocking update; not latest shows the dismissible nudge, but never
 * right after the reload that follows a log-in (docs/product.md#client-version).
 */
export function decideUpdate(input: UpdateDecisionInput): UpdateDecision {
  const { clientVersion, compatibility, reloadedAfterLogin } = input;
  if (!isCompatible(clientVersion, compatibility.compatibleClientVersions)) {
    return 'update-required';
  }
  if (!reloadedAfterLogin && !isLatest(clientVersion, compatibility.latestClientVersion)) {
    return 'update-available';
  }
  return 'none';
}
