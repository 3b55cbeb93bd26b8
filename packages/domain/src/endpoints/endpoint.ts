import { z } from 'zod/mini';
import { apiErrorSchema } from '../errors.ts';

// One HTTP endpoint as data: the server registers its route from it (http/route.ts), the web
// calls it through it (lib/api-client.ts), and the OpenAPI document is generated from it
// (docs/decisions/037-endpoints-as-data.md). Schemas are zod/mini so the web bundle stays small.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
type Schema = z.core.$ZodType;

/** Who may call: anyone, or a signed-in account (bearer token or session cookie). */
export type EndpointAccess = 'public' | 'signed-in';

export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  summary: string;
  access: EndpointAccess;
  params?: Schema;
  query?: Schema;
  /** Request headers the endpoint reads (a loose object: other headers pass through). */
  headers?: Schema;
  body?: Schema;
  /** The answers by status; errors are described by `errors` rather than here. */
  responses: Readonly<Record<number, Schema>>;
  /** Statuses answered with `{ error: { code, message } }` besides those every route may give. */
  errors?: readonly number[];
  /** A body that is not JSON (the event stream, a CSV file): its media type. */
  produces?: string;
}

/** Defines an entry, keeping its literal types for the server's and the web's typing. */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

/** Every request may be refused as bad input, and every signed-in one as unauthenticated. */
export function errorStatusesOf(entry: EndpointSpec): number[] {
  const statuses = new Set<number>([400, 429, 500, ...(entry.errors ?? [])]);
  if (entry.access === 'signed-in') statuses.add(401);
  return [...statuses].sort((a, b) => a - b);
}

export const errorBodySchema = apiErrorSchema;

type Out<S> = S extends Schema ? z.output<S> : undefined;
type In<S> = S extends Schema ? z.input<S> : undefined;

export type ParamsOf<E extends EndpointSpec> = Out<E['params']>;
export type QueryOf<E extends EndpointSpec> = Out<E['query']>;
export type BodyOf<E extends EndpointSpec> = Out<E['body']>;
/** What a client sends (before the schema's defaults and transforms). */
export type BodyInputOf<E extends EndpointSpec> = In<E['body']>;
export type QueryInputOf<E extends EndpointSpec> = In<E['query']>;
export type ParamsInputOf<E extends EndpointSpec> = In<E['params']>;

type SuccessStatus<E extends EndpointSpec> = Extract<keyof E['responses'], 200 | 201 | 202 | 204>;
/** What the server's handler returns (the schema's input: it is encoded on the way out). */
export type ReplyOf<E extends EndpointSpec> = In<E['responses'][SuccessStatus<E>]>;
/** What a client reads back (the schema's output). */
export type ResponseOf<E extends EndpointSpec> = Out<E['responses'][SuccessStatus<E>]>;
