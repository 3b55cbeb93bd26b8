import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

// Checks real answers against the OpenAPI document's schema for their route and status
// (http/openapi.ts; docs/decisions/037-endpoints-as-data.md).

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: object }> } | undefined>;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return {
    /** Problems of `res` as the answer to `method` on the document's `path` (`{param}` form). */
    problems(method: string, path: string, res: LightMyRequestResponse): string[] {
      const operation = document.paths[path]?.[method.toLowerCase()];
      if (!operation) return [`${method} ${path} is not in the document`];
      const response = operation.responses?.[String(res.statusCode)];
      if (!response) return [`${method} ${path} answered ${res.statusCode}, not in the document`];
      if (!response.content) {
        return res.body === ''
          ? []
          : [`${method} ${path} ${res.statusCode}: a body, none expected`];
      }
      const type = String(res.headers['content-type'] ?? '').split(';')[0] ?? '';
      const media = response.content[type];
      if (!media) return [`${method} ${path} ${res.statusCode}: ${type} is not documented`];
      if (type !== 'application/json' || !media.schema) return [];
      const validate = ajv.compile(media.schema);
      if (validate(res.json())) return [];
      return [`${method} ${path} ${res.statusCode}: ${ajv.errorsText(validate.errors)}`];
    },
  };
}

/** `/api/groups/:groupId` → `/api/groups/{groupId}`, as the document writes paths. */
export function documentPath(template: string): string {
  return template.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}
