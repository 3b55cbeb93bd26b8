// What the abuse generators need to know about a route's zod schema: the field names it reads
// (to send them with wrong values) and whether it refuses unknown fields (which makes a body
// with an unknown field one that must be refused). Read from zod's public definitions.

interface ZodLike {
  _zod: { def: ZodDef };
}
interface ZodDef {
  type: string;
  shape?: Record<string, unknown>;
  catchall?: ZodLike;
  innerType?: ZodLike;
  in?: ZodLike;
  options?: ZodLike[];
}

function isZod(schema: unknown): schema is ZodLike {
  return typeof schema === 'object' && schema !== null && '_zod' in schema;
}

/** The object schemas a value must match, looking through optional, nullable, pipes, unions. */
function objectDefs(schema: unknown): ZodDef[] {
  if (!isZod(schema)) return [];
  const def = schema._zod.def;
  if (def.type === 'object') return [def];
  if (def.innerType) return objectDefs(def.innerType);
  if (def.in) return objectDefs(def.in);
  if (def.options) return def.options.flatMap(objectDefs);
  return [];
}

/** The field names of an object schema (empty when the route has none). */
export function fieldNames(schema: unknown): string[] {
  return [...new Set(objectDefs(schema).flatMap((def) => Object.keys(def.shape ?? {})))];
}

/** True when every object the schema accepts refuses keys it does not name. */
export function refusesUnknownFields(schema: unknown): boolean {
  const defs = objectDefs(schema);
  return defs.length > 0 && defs.every((def) => def.catchall?._zod.def.type === 'never');
}
