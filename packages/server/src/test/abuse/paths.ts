import fc from 'fast-check';
import { poisonedCursor, poisonedQueryFields } from './poison.ts';
import { fieldNames } from './schema-shape.ts';

// Generated path parameters and query strings. A parameter is "malformed" when, decoded, it
// names no real thing of the world (not even in another case or inside a longer string) and
// cannot climb out of its segment (`..` is resolved before routing, so `x/../<real id>` would
// name a real thing after all). Only a malformed parameter makes a request one to refuse.

export interface PathPart {
  url: string;
  /** Some parameter names nothing real, so the request must be refused. */
  refused: boolean;
}

const TRAVERSAL_SEGMENT = /^(\.|%2e){1,2}$/i;

/** Raw path pieces: traversal, broken escapes, separators; never "malformed" for certain. */
const rawPieces = fc.constantFrom(
  '',
  '.',
  '..',
  '../..',
  '%2e%2e',
  '..%2f..%2f',
  '%',
  '%E0%A4%A',
  '%00',
  '%C0%AE',
  '%uFFFF',
  ';',
  '\\..\\',
  '//',
  '%2F',
);

/** A value meant to name nothing real: random, very long, unicode, a near miss, a raw piece. */
function strangeValue(name: string, real: string[]) {
  const nearMisses = real.flatMap((value) => [
    value.slice(0, -1),
    `${value}x`,
    ` ${value}`,
    value.replaceAll('-', ''),
  ]);
  const encoded = fc
    .oneof(
      fc.uuid(),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
      fc.string({ minLength: 101, maxLength: 3_000 }),
      fc.constantFrom('0', '-1', 'null', 'undefined', '[]', '{}', ' ', 'constructor', '__proto__'),
      ...(nearMisses.length > 0 ? [fc.constantFrom(...nearMisses)] : []),
    )
    .map((value) => encodeURIComponent(toWellFormedString(value)));
  return fc.oneof(
    { weight: 4, arbitrary: encoded },
    { weight: 1, arbitrary: rawPieces },
    // Wildcards take several segments.
    ...(name === '*'
      ? [{ weight: 1, arbitrary: fc.array(encoded, { maxLength: 4 }).map((s) => s.join('/')) }]
      : []),
  );
}

// encodeURIComponent throws on lone surrogates; a client would have replaced them.
function toWellFormedString(value: string): string {
  return value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isMalformed(value: string, real: string[]): boolean {
  const decoded = decode(value).toLowerCase();
  if (value.split(/[/\\]/).some((segment) => TRAVERSAL_SEGMENT.test(segment))) return false;
  if (/%2f|%5c|[/\\?#]/i.test(value)) return false;
  return !real.some((name) => decoded.includes(name.toLowerCase()));
}

/**
 * The route's path: with `strange` set, each parameter may name nothing real (or be a raw piece
 * such as `..`); without, each names a real thing of the world (a wildcard is strange anyway).
 */
export function pathPart(
  template: string,
  paramValues: Record<string, string[]>,
  strange: boolean,
): fc.Arbitrary<PathPart> {
  const names = [...template.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const values = names.map((name) => {
    const real = paramValues[name];
    if (!real) {
      throw new Error(
        `The abuse suite has no values for :${name} in ${template}; add them to world.ts`,
      );
    }
    const value =
      real.length === 0
        ? strangeValue(name, real)
        : strange
          ? fc.oneof({ weight: 3, arbitrary: strangeValue(name, real) }, fc.constantFrom(...real))
          : fc.constantFrom(...real);
    return value.map((v) => ({ value: v, malformed: isMalformed(v, real) }));
  });
  return fc.tuple(...values).map((params): PathPart => {
    let index = 0;
    const url = template.replace(/:(\w+)|\*/g, () => params[index++]!.value);
    return { url, refused: params.some((param) => param.malformed) };
  });
}

const queryValue = fc.oneof(
  fc.constantFrom('2026-03-01', '2026-03-31', '2026-02-30', '2026-13-01', '0000-01-01'),
  fc.constantFrom('9999-12-31', '+275760-09-13', '1970-01-01', '2026-3-1', '20260301'),
  fc.constantFrom('10000-01-01', '0000-12-31', '0001-01-01', '999999999999999'),
  poisonedCursor,
  fc.constantFrom('1e308', '99999999999999999999', '-1', '0', 'NaN', 'Infinity', '0x10', '1.5'),
  fc.constantFrom('', '%', '%zz', '%E0%A4%A', '%00', 'null', '[]', 'true'),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc
    .string({ unit: 'binary', maxLength: 40 })
    .map((s) => encodeURIComponent(toWellFormedString(s))),
  fc.string({ minLength: 200, maxLength: 5_000 }),
  fc.nat().map(String),
);

/** Values a field of some query schema takes (days, counts), to get past validation at times. */
const plausibleQueryValue = fc.constantFrom('2026-03-01', '2026-03-14', '2026-03-31', '1', '20');

function queryString(pairs: [string, string | undefined][]): string {
  return '?' + pairs.map(([k, v]) => (v === undefined ? k : `${k}=${v}`)).join('&');
}

/**
 * A query string built by hand: the route's own fields with plausible or strange values, or
 * any keys, repeated (arrays), with brackets and broken escapes.
 */
export function queryPart(route: { querySchema: unknown }): fc.Arbitrary<string> {
  const fields = fieldNames(route.querySchema);
  const key = fc.oneof(
    ...fields.map((name) => fc.constant(name)),
    fc.constantFrom('cursor', 'limit', 'from', 'to', 'lastEventId', '__proto__', 'a[b]', 'from[]'),
    fc.string({ maxLength: 10 }).map((s) => encodeURIComponent(s)),
  );
  const anyPairs = fc.array(fc.tuple(key, fc.option(queryValue, { nil: undefined })), {
    minLength: 1,
    maxLength: 6,
  });
  const fieldValue = fc.oneof({ weight: 2, arbitrary: plausibleQueryValue }, queryValue);
  const ownFields = fc.tuple(...fields.map((name) => fc.tuple(fc.constant(name), fieldValue)));
  return fc.oneof(
    fc.constant(''),
    anyPairs.map(queryString),
    ...(fields.length > 0
      ? [
          ownFields.map((pairs) => queryString(pairs)),
          poisonedQueryFields(fields).map((pairs) => queryString(pairs)),
        ]
      : []),
  );
}
