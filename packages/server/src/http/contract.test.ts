import { afterAll, describe, expect, it } from 'vitest';
import { configEndpoints, healthEndpoints, openApiEndpoints } from '@turnout/domain';
import { useTestApp } from '../test/app.ts';
import { useContract } from '../test/contract.ts';
import { buildGroup } from '../test/group-factories.ts';

// The contract test: real requests against the app, each answer (status and body) checked
// against the OpenAPI document's schema for its route and status (docs/decisions/037-endpoints-as-data.md).
// Every documented operation is called at least once: with the answers its entry promises where
// the entry is converted (here and in contract-<group>.test.ts beside it, one file per group of
// routes), and in a sweep (a signed-in owner, no body) for every route.

describe('the API keeps its contract', () => {
  const t = useTestApp();
  const { called, contract, documentRead, check, checkEntry } = useContract(t);

  it('answers health, configuration and the document as described', async () => {
    for (const entry of [
      healthEndpoints.health,
      healthEndpoints.live,
      healthEndpoints.ready,
      configEndpoints.read,
      openApiEndpoints.document,
    ]) {
      const res = await t.request({ method: entry.method, url: entry.path });
      expect(res.statusCode, entry.path).toBe(200);
      expect(await checkEntry(entry, res)).toEqual([]);
    }
  });

  it('answers every documented route, in a sweep, within its contract', async () => {
    const { document } = await contract();
    const problems: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        // The stream of a signed-in user never ends; its refusal is checked in
        // contract-attendance.test.ts.
        if (path === '/api/events' && method === 'GET') continue;
        const group = await buildGroup(t.db);
        const url = path
          .replace('{groupId}', encodeURIComponent(group.id))
          .replace(/\{\w+\}/g, 'x');
        const res = await t.request({
          method: method as 'GET',
          url,
          as: group.owner,
          ...(method === 'GET' || method === 'OPTIONS' ? {} : { body: {} }),
        });
        problems.push(...(await check(method, path, res)));
      }
    }
    expect(problems).toEqual([]);
  });

  afterAll(() => {
    // Every operation of the document was called at least once.
    const documented = Object.entries(documentRead()?.paths ?? {}).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !called.has(operation))).toEqual(
      ['GET /api/events'].filter((operation) => !called.has(operation)),
    );
  });
});
