import { describe, expect, it } from 'vitest';
import { connectEndpoints, pathFor, type EndpointSpec } from '@turnout/domain';
import { useTestApp } from '../test/app.ts';
import { useContract } from '../test/contract.ts';
import { buildGroup } from '../test/group-factories.ts';

// The contract of the routes that connect a group outward: API tokens, webhooks, the public
// view and invitation mails (contract.test.ts says how; the checks: test/contract.ts).

describe('the API keeps its contract', () => {
  const t = useTestApp();
  const { checkEntry } = useContract(t);

  it('answers the API tokens, webhooks, public view and invitation mails as described', async () => {
    const group = await buildGroup(t.db);
    const as = group.owner;
    const groupId = group.id;
    const send = async (
      entry: EndpointSpec,
      params: Record<string, string>,
      body?: unknown,
      who: typeof as | undefined = as,
    ) => {
      const res = await t.request({
        method: entry.method as 'GET',
        url: pathFor(entry.path, params as never),
        ...(who ? { as: who } : {}),
        ...(body === undefined ? {} : { body }),
      });
      expect(await checkEntry(entry, res), entry.path).toEqual([]);
      return res;
    };
    const token = await send(
      connectEndpoints.createToken,
      {},
      { name: 'n', scope: 'read', groupId: null },
    );
    expect(token.statusCode).toBe(201);
    expect((await send(connectEndpoints.listTokens, {})).statusCode).toBe(200);
    const hook = await send(
      connectEndpoints.createWebhook,
      { groupId },
      { preset: 'standard', url: 'https://hooks.example.org/x', events: ['answer.changed'] },
    );
    expect(hook.statusCode).toBe(201);
    const webhookId = hook.json().webhook.id as string;
    expect((await send(connectEndpoints.listWebhooks, { groupId })).statusCode).toBe(200);
    expect((await send(connectEndpoints.testWebhook, { groupId, webhookId })).statusCode).toBe(202);
    expect(
      (await send(connectEndpoints.webhookDeliveries, { groupId, webhookId })).statusCode,
    ).toBe(200);
    expect((await send(connectEndpoints.deleteWebhook, { groupId, webhookId })).statusCode).toBe(
      204,
    );
    const on = await send(connectEndpoints.savePublicView, { groupId }, { frameAncestors: [] });
    expect(on.statusCode).toBe(200);
    expect((await send(connectEndpoints.publicViewSettings, { groupId })).statusCode).toBe(200);
    const publicId = on.json().publicView.publicId as string;
    expect(
      (await send(connectEndpoints.publicView, { publicId }, undefined, undefined)).statusCode,
    ).toBe(200);
    expect((await send(connectEndpoints.removePublicView, { groupId })).statusCode).toBe(204);
    expect(
      (await send(connectEndpoints.publicView, { publicId }, undefined, undefined)).statusCode,
    ).toBe(404);
    expect(
      (await send(connectEndpoints.inviteMails, { groupId }, { emails: ['new@example.org'] }))
        .statusCode,
    ).toBe(200);
    const tokenId = token.json().token.id as string;
    expect((await send(connectEndpoints.revokeToken, { tokenId })).statusCode).toBe(204);
  });
});
