import fastJsonStringify from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType as ZodType } from 'zod/v4/core';

// How an answer's JSON is written (docs/decisions/058-request-path-costs.md). Every entry's
// success answer has a zod schema (domain endpoints/); encoding the answer through it and then
// calling JSON.stringify cost more than the rest of presenting an inbox page. Instead the schema
// becomes JSON Schema once per route and fast-json-stringify compiles a writer for it, which
// writes only the properties the schema names (an extra field a presenter adds never leaves the
// server, as with zod) and fails on a missing required one. It does not check every value's
// type as zod did: the contract test (contract.test.ts) checks real answers against the
// document. A schema JSON Schema cannot express (a transform) keeps zod's serializer.

/** The JSON Schema fast-json-stringify is compiled from, or undefined when there is none. */
export function responseJsonSchema(schema: ZodType): Record<string, unknown> | undefined {
  try {
    const json = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'output',
      unrepresentable: 'throw',
    }) as Record<string, unknown>;
    delete json.$schema;
    return json;
  } catch {
    return undefined;
  }
}

export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const json = responseJsonSchema(route.schema);
  if (json) {
    try {
      return fastJsonStringify(json);
    } catch {
      // A keyword fast-json-stringify does not compile: zod writes this route's answers.
    }
  }
  return zodSerializerCompiler(route as never);
};
