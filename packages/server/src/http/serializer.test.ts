import { describe, expect, it } from 'vitest';
import * as domain from '@turnout/domain';
import { notificationEndpoints } from '@turnout/domain';
import type { $ZodType } from 'zod/v4/core';
import { responseJsonSchema, serializerCompiler } from './serializer.ts';

// Answers are written from the entries' schemas by fast-json-stringify
// (docs/decisions/058-request-path-costs.md): what the schema names and nothing else.

const write = (schema: $ZodType) =>
  serializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('the answer serializer', () => {
  it('writes only what the schema names, and refuses an answer missing a required field', () => {
    const toJson = write(notificationEndpoints.list.responses[200]);
    const answer = { items: [], unreadCount: 3, passwordHash: 'never sent' };
    expect(JSON.parse(toJson(answer))).toEqual({ items: [], unreadCount: 3 });
    expect(() => toJson({ unreadCount: 3 })).toThrow();
  });

  it('has a JSON Schema for every JSON answer of every entry', () => {
    const missing: string[] = [];
    for (const [noun, entries] of Object.entries(domain)) {
      if (!noun.endsWith('Endpoints') || typeof entries !== 'object') continue;
      for (const [name, entry] of Object.entries(entries as Record<string, domain.EndpointSpec>)) {
        for (const [status, schema] of Object.entries(entry.responses)) {
          // 204: no body to write.
          if (status !== '204' && !responseJsonSchema(schema as $ZodType)) {
            missing.push(`${noun}.${name} ${status}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
