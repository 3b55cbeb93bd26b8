import fc from 'fast-check';
import { BODY_LIMIT } from '../../app.ts';
import { isSeriesBody, longSeriesBody } from './far-days.ts';
import { plausibleJsonFor, poisonedJsonFor } from './poison.ts';
import { fieldNames } from './schema-shape.ts';

// Generated request bodies. Each says whether every route must refuse it: a refused kind is
// one no route schema can accept (they are all strict objects, abuse.test.ts checks that), and
// not the callable protocol's `{ "data": … }` either. The other kinds (no body, `{}`, `null`)
// are what a body-less action accepts, so a request carrying one must be refused for another
// reason (a malformed path) or be a read.

export interface BodyPart {
  kind: string;
  payload?: string;
  contentType?: string;
  /** No route accepts this body. */
  refused: boolean;
}

/** The one field of the callable protocol's body (features/functions). */
const PROTOCOL_FIELD = 'data';

const jsonTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'Application/JSON',
  'application/json;charset=latin1',
  'application/json ; foo=bar',
);

const otherTypes = fc.oneof(
  fc.constantFrom(
    'text/plain',
    'text/html',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/jsonx',
    'application/json-patch+json',
    'application/octet-stream',
    'text/json',
    '*/*',
    ';',
    'application/',
  ),
  fc.string({ unit: printable(), maxLength: 60 }),
);

/** Characters a real HTTP client can put in a header value (visible ASCII, space, Latin-1). */
export function printable() {
  return fc
    .oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }))
    .map((code) => String.fromCharCode(code));
}

/** JSON text of values no field wants: wrong types, extremes, nasty strings, nesting. */
const nastyValue: fc.Arbitrary<string> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary', maxLength: 40 }).map((s) => JSON.stringify(s)),
  fc
    .tuple(fc.integer({ min: 1_000, max: 50_000 }), fc.constantFrom('x', 'é', '🎉', '\u0000', ' '))
    .map(([n, c]) => JSON.stringify(c.repeat(n))),
  fc.constantFrom(
    '1e400',
    '-1e400',
    '123456789012345678901234567890',
    '-0',
    '0.1',
    '"\\u0000"',
    '"\\ud800"',
    '"2026-02-30"',
    '"9999-12-31"',
    '"present"',
    '"web"',
    '"native"',
    '"a@b.de"',
    '{}',
    '[]',
  ),
);

function unknownFieldName(known: string[]) {
  return fc
    .oneof(
      fc.constantFrom('__proto__', 'constructor', 'admin', 'isOwner', 'role', 'userId', 'groupId'),
      fc.constantFrom('', ' ', 'Email', 'émoji 🎉', 'a.b', '$where'),
      fc.string({ maxLength: 20 }).map((s) => `x-${s}`),
    )
    .filter((name) => !known.includes(name) && name !== PROTOCOL_FIELD);
}

/**
 * An object with only the route's own fields, each plausible but one poisoned (poison.ts): the
 * kind of body that once reached the database and failed there.
 */
function objectWithPoisonedField(known: string[]) {
  return fc
    .tuple(fc.subarray(known, { minLength: 1 }), fc.nat())
    .chain(([names, pick]) => {
      const poisoned = names[pick % names.length]!;
      return fc.tuple(
        ...names.map((name) =>
          (name === poisoned ? poisonedJsonFor(name) : fc.constant(plausibleJsonFor(name))).map(
            (value) => `${JSON.stringify(name)}:${value}`,
          ),
        ),
      );
    })
    .map((entries) => `{${entries.join(',')}}`);
}

/** An object with the route's fields holding nasty values, plus at least one unknown field. */
function objectWithUnknownField(known: string[]) {
  const knownEntries = fc
    .subarray(known)
    .chain((names) => fc.tuple(...names.map((name) => fc.tuple(fc.constant(name), nastyValue))));
  const unknownEntries = fc.array(fc.tuple(unknownFieldName(known), nastyValue), {
    minLength: 1,
    maxLength: 3,
  });
  return fc
    .tuple(knownEntries, unknownEntries, fc.boolean())
    .map(([a, b, unknownFirst]) =>
      (unknownFirst ? [...b, ...a] : [...a, ...b]).map(([k, v]) => `${JSON.stringify(k)}:${v}`),
    )
    .map((entries) => `{${entries.join(',')}}`);
}

// No NaN or Infinity: JSON.stringify writes them as `null`, which the bodiless writes accept as
// "no body" (their schemas are nullish), so such a request would be a real change.
const notAnObject = fc.oneof(
  fc
    .oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string(), fc.boolean())
    .map((value) => JSON.stringify(value)),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }).map((value) => JSON.stringify(value)),
);

const deepNesting = fc.oneof(
  fc.integer({ min: 50, max: 30_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 50, max: 12_000 }).map((n) => '{"__n":'.repeat(n) + '1' + '}'.repeat(n)),
);

const tooLarge = fc
  .integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT * 3 })
  .map((n) => `{"name":"${'x'.repeat(n)}"}`);

const notJson = fc
  .oneof(
    fc.constantFrom('{', '[', '{"a":', 'nul', 'tru', "{'a':1}", '{"a":1,}', '{"a" 1}', 'NaN'),
    fc.constantFrom('undefined', '\u0000', '\ufeff', '{}{}', '{"a":1}}', '"unterminated'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
    fc.string({ maxLength: 80 }).map((s) => `{${s}`),
  )
  .filter((text) => !parsesAsJson(text));

function parsesAsJson(text: string): boolean {
  try {
    // Fastify's parser drops a leading byte-order mark; so does this check.
    JSON.parse(text.replace(/^\ufeff/, ''));
    return true;
  } catch {
    return false;
  }
}

/** A body no route accepts (`refused`), or one a body-less action accepts. */
export function bodyPart(route: { bodySchema: unknown }, refused: boolean): fc.Arbitrary<BodyPart> {
  if (!refused) {
    return fc
      .tuple(
        fc.constantFrom<[string, string | undefined]>(
          ['none', undefined],
          ['empty', ''],
          ['null', 'null'],
          ['empty object', '{}'],
        ),
        jsonTypes,
      )
      .map(([[kind, payload], contentType]) => ({
        kind,
        payload,
        contentType: payload === undefined ? undefined : contentType,
        refused: false,
      }));
  }
  const known = fieldNames(route.bodySchema);
  // The protocol's `data` takes any JSON, so only a route's other fields can be poisoned.
  const poisonable = known.filter((name) => name !== PROTOCOL_FIELD);
  const payload: fc.Arbitrary<[string, string]> = fc.oneof(
    objectWithUnknownField(known).map((p) => ['unknown field', p] as [string, string]),
    ...(poisonable.length > 0
      ? [
          {
            weight: 4,
            arbitrary: objectWithPoisonedField(poisonable).map(
              (p) => ['poisoned field', p] as [string, string],
            ),
          },
        ]
      : []),
    ...(isSeriesBody(known)
      ? [longSeriesBody.map((p) => ['long series', p] as [string, string])]
      : []),
    notAnObject.map((p) => ['not an object', p] as [string, string]),
    deepNesting.map((p) => ['deep nesting', p] as [string, string]),
    tooLarge.map((p) => ['too large', p] as [string, string]),
    notJson.map((p) => ['not JSON', p] as [string, string]),
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: jsonTypes },
    { weight: 2, arbitrary: otherTypes },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc.tuple(payload, contentType).map(([[kind, text], type]) => ({
    kind: type === undefined ? kind : `${kind} as ${type}`,
    payload: text,
    contentType: type,
    refused: true,
  }));
}
