import { connectEndpoints, MAX_WEBHOOKS_PER_GROUP } from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { ensureRunsTrainings, isUuid, requireMember } from '../../http/gate.ts';
import { route } from '../../http/route.ts';
import type { FeatureRoutes } from '../../services.ts';
import { countWebhooks, findWebhook, listDeliveries, listWebhooks } from './data.ts';
import { createWebhook, deleteWebhook, enqueueTestDelivery } from './mutations.ts';
import { checkWebhookInput } from './policy.ts';
import { presentDelivery, presentWebhook } from './presenters.ts';

// A group's webhooks (docs/decisions/042-webhooks.md): whoever runs the group's trainings adds,
// lists, tests and deletes them, and reads their delivery log.

function webhookNotFound(): ApiError {
  return new ApiError('not-found', { key: 'errors.connect.webhookNotFound' });
}

export const webhookRoutes: FeatureRoutes<'db' | 'config' | 'webhooks'> = async (
  app,
  { db, config, webhooks },
) => {
  const signedIn = { onRequest: requireSignedIn };
  const runner = async (groupId: string, userId: string) => {
    const access = await requireMember(db, groupId, userId);
    ensureRunsTrainings(access);
    return access;
  };
  const webhookOf = async (groupId: string, webhookId: string) => {
    const found = isUuid(webhookId) ? await findWebhook(db, groupId, webhookId) : undefined;
    if (!found) throw webhookNotFound();
    return found;
  };

  route(app, connectEndpoints.listWebhooks, signedIn, async (request) => {
    const access = await runner(request.params.groupId, requireUser(request).id);
    return { webhooks: (await listWebhooks(db, access.groupId)).map(presentWebhook) };
  });

  route(app, connectEndpoints.createWebhook, signedIn, async (request, reply) => {
    const user = requireUser(request);
    const access = await runner(request.params.groupId, user.id);
    const { url, target } = checkWebhookInput(request.body, config.webhooks.privateHosts);
    if ((await countWebhooks(db, access.groupId)) >= MAX_WEBHOOKS_PER_GROUP) {
      throw new ApiError('resource-exhausted', {
        key: 'errors.connect.tooManyWebhooks',
        values: { count: MAX_WEBHOOKS_PER_GROUP },
      });
    }
    const { id, secret } = await createWebhook(db, access.groupId, {
      preset: request.body.preset,
      url,
      target,
      events: [...new Set(request.body.events)],
      language: user.language,
    });
    const { webhook } = (await findWebhook(db, access.groupId, id))!;
    return reply.code(201).send({ webhook: presentWebhook(webhook), secret });
  });

  route(app, connectEndpoints.deleteWebhook, signedIn, async (request, reply) => {
    const access = await runner(request.params.groupId, requireUser(request).id);
    const { webhookId } = request.params;
    if (!isUuid(webhookId) || !(await deleteWebhook(db, access.groupId, webhookId))) {
      throw webhookNotFound();
    }
    return reply.code(204).send();
  });

  route(app, connectEndpoints.webhookDeliveries, signedIn, async (request) => {
    const access = await runner(request.params.groupId, requireUser(request).id);
    const { webhook } = await webhookOf(access.groupId, request.params.webhookId);
    return { deliveries: (await listDeliveries(db, webhook.id)).map(presentDelivery) };
  });

  route(app, connectEndpoints.testWebhook, signedIn, async (request, reply) => {
    const access = await runner(request.params.groupId, requireUser(request).id);
    const { webhook, groupName } = await webhookOf(access.groupId, request.params.webhookId);
    const row = await enqueueTestDelivery(db, webhook.id, {
      id: access.groupId,
      name: groupName,
    });
    webhooks.wake();
    return reply.code(202).send({ delivery: presentDelivery(row) });
  });
};
