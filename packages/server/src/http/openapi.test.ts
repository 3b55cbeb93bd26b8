import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { openApiEndpoints } from '@turnout/domain';
import { useTestApp } from '../test/app.ts';
import { registeredRoutes } from './openapi.ts';
import { documentPath, type OpenApiDocument } from '../test/contract.ts';

// GET /api/openapi.json: a valid OpenAPI 3.1 document naming every route under /api, public
// and cacheable (docs/decisions/037-endpoints-as-data.md).

describe('the OpenAPI document', () => {
  const t = useTestApp();
  const read = async () => {
    const res = await t.request({ method: 'GET', url: openApiEndpoints.document.path });
    return { res, document: res.json<OpenApiDocument>() };
  };

  it('is served to anyone, cacheable, and validates as OpenAPI 3.1', async () => {
    const { res, document } = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('names every route under /api, and nothing else', async () => {
    const { document } = await read();
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    // HEAD is Fastify's own twin of each GET.
    const registered = (registeredRoutes.get(t.app) ?? [])
      .filter((route) => route.includes(' /api/') && !route.startsWith('HEAD '))
      .map((route) => documentPath(route));
    expect(registered.length).toBeGreaterThan(40);
    expect(new Set(documented)).toEqual(new Set(registered));
  });

  it('describes the event stream, the attendance read, errors and security', async () => {
    const { document } = await read();
    const paths = document.paths as Record<string, Record<string, Record<string, unknown>>>;
    const stream = paths['/api/events']?.get as { responses: Record<string, unknown> };
    expect(Object.keys((stream.responses['200'] as { content: object }).content)).toEqual([
      'text/event-stream',
    ]);
    const list = paths['/api/groups/{groupId}/attendance']?.get as {
      responses: Record<string, { content: Record<string, { schema: object }> }>;
      security: unknown;
    };
    expect(list.responses['200']?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      required: ['from', 'to', 'members'],
    });
    expect(list.responses['403']?.content['application/json']?.schema).toMatchObject({
      properties: { error: { required: ['code', 'message'] } },
    });
    expect(list.security).toEqual([{ bearer: [] }, { cookie: [] }]);
  });
});
