import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiEndpoints, type EndpointSpec } from '@turnout/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp, TestRequest } from './app.ts';

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

/**
 * The contract checks of one describe block of `http/contract*.test.ts`: `check` holds an answer
 * to the app's own document (read once), `called` collects each operation checked, and
 * `expectAnswers` runs requests with the status each must get.
 */
export function useContract(t: TestApp) {
  const called = new Set<string>();
  let checker: ReturnType<typeof contractChecker> | undefined;
  let document: OpenApiDocument | undefined;

  async function contract() {
    if (!document) {
      const res = await t.request({ method: 'GET', url: openApiEndpoints.document.path });
      document = res.json<OpenApiDocument>();
      checker = contractChecker(document);
    }
    return { document, checker: checker! };
  }

  /** Checks the answer against the document; a 500 is never part of a contract kept. */
  async function check(method: string, path: string, res: LightMyRequestResponse) {
    const { checker } = await contract();
    called.add(`${method} ${path}`);
    const problems = checker.problems(method, path, res);
    if (res.statusCode >= 500 && res.statusCode !== 503)
      problems.push(`${method} ${path}: ${res.body}`);
    return problems;
  }
  const checkEntry = (entry: EndpointSpec, res: LightMyRequestResponse) =>
    check(entry.method, documentPath(entry.path), res);

  /** Runs each request, expects its status, and checks the answer against its entry. */
  async function expectAnswers(cases: [EndpointSpec, TestRequest, number][]) {
    for (const [entry, request, status] of cases) {
      const res = await t.request(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(status);
      expect(await checkEntry(entry, res)).toEqual([]);
    }
  }

  /** The document, once a check has read it. */
  const documentRead = () => document;

  return { called, contract, documentRead, check, checkEntry, expectAnswers };
}
