import { z } from 'zod';
import { isValidVersion, isValidVersionRange } from '@turnout/domain';

// The kinds of value a setting can hold, each with the message a wrong one gets (env-schema.ts
// names the variables). Messages say what is expected, never repeat the value.

export const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const positiveInt = z.coerce.number({ error: 'expected a number' }).int().positive();

const postgresUrl = z.url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// URL' });

// One or more postgres:// URLs, comma-separated (read replicas).
export const postgresUrls = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(postgresUrl).min(1, 'expected one or more postgres:// URLs'));

export const httpUrl = z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' });

export const timeZone = z
  .string()
  .refine(isTimeZone, 'expected an IANA time zone like Europe/Berlin');

export const locale = z.string().refine(isLocale, 'expected a BCP 47 locale like de or en-GB');

// `true` (trust every proxy), `false`, or a comma-separated list of trusted proxy addresses or
// CIDRs, e.g. `127.0.0.1,10.0.0.0/8` (passed to Fastify's trustProxy).
export const trustProxy = z
  .string()
  .transform((value): boolean | string =>
    ['true', 'false'].includes(value) ? value === 'true' : value,
  );

// Client versions and native app identities (docs/product.md#client-compatibility-data): compatibility data for the update
// dialogs, store links, and the app links the web host vouches for.
export const version = z.string().refine(isValidVersion, 'expected a version like 0.7.2');
export const versionRange = z
  .string()
  .refine(isValidVersionRange, 'expected a semver range like >=0.7.0');
export const packageName = z
  .string()
  .regex(/^[A-Za-z]\w*(\.[A-Za-z]\w*)+$/, 'expected e.g. app.turnout');
export const fingerprints = z
  .string()
  .transform((value) => value.split(',').map((item) => item.trim().toUpperCase()))
  .refine(
    (list) => list.every((item) => /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/.test(item)),
    'expected comma-separated SHA-256 fingerprints AA:BB:…',
  );
export const appleAppId = z.string().regex(/^[A-Z0-9]{10}\.[\w.-]+$/, 'expected TEAMID.bundle.id');

/** Host names or addresses, comma-separated (WEBHOOK_PRIVATE_HOSTS). */
export const privateHosts = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) =>
        item
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  )
  .refine(
    (list) => list.every((item) => /^[a-z0-9.:-]+$/.test(item)),
    'expected comma-separated host names or addresses',
  );

/** Host names of push services, `*.` for any subdomain (defaults.ts has the usual ones). */
export const pushServiceHosts = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine(
    (list) =>
      list.length > 0 &&
      list.every((item) =>
        /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(item),
      ),
    'expected comma-separated host names, *.example.com for any subdomain',
  );

function isTimeZone(value: string): boolean {
  return Intl.supportedValuesOf('timeZone').includes(value) || value === 'UTC';
}

function isLocale(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}
