import { z } from 'zod/mini';
import {
  apiTokenListResponseSchema,
  createApiTokenInputSchema,
  createdApiTokenResponseSchema,
  createdWebhookResponseSchema,
  createWebhookInputSchema,
  inviteMailsInputSchema,
  inviteMailsResponseSchema,
  publicViewInputSchema,
  publicViewResponseSchema,
  publicViewSettingsResponseSchema,
  webhookDeliveryListResponseSchema,
  webhookListResponseSchema,
  webhookTestResponseSchema,
} from '../connect.ts';
import { endpoint } from './endpoint.ts';
import { groupParamsSchema, noBodySchema, noContent } from './params.ts';

// Connecting Turnout to other tools (docs/product.md#connect-it): personal API tokens
// (docs/decisions/041-api-tokens.md), a group's webhooks, its public view and invitations by
// e-mail (docs/decisions/042-webhooks.md).

const webhookParamsSchema = z.strictObject({ groupId: z.string(), webhookId: z.string() });

export const connectEndpoints = {
  listTokens: endpoint({
    method: 'GET',
    path: '/api/account/api-tokens',
    summary: 'My personal API tokens, newest first, with their last use (never their secret).',
    access: 'signed-in',
    responses: { 200: apiTokenListResponseSchema },
    errors: [403],
  }),
  createToken: endpoint({
    method: 'POST',
    path: '/api/account/api-tokens',
    summary:
      'Make a personal API token (read, or read and write; all my groups or one); its secret is answered this once.',
    access: 'signed-in',
    body: createApiTokenInputSchema,
    responses: { 201: createdApiTokenResponseSchema },
    errors: [403, 404],
  }),
  revokeToken: endpoint({
    method: 'DELETE',
    path: '/api/account/api-tokens/:tokenId',
    summary: 'Revoke one of my API tokens: it stops working at once.',
    access: 'signed-in',
    params: z.strictObject({ tokenId: z.string() }),
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  listWebhooks: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/webhooks',
    summary: "The group's webhooks (whoever runs the group).",
    access: 'signed-in',
    params: groupParamsSchema,
    responses: { 200: webhookListResponseSchema },
    errors: [403, 404],
  }),
  createWebhook: endpoint({
    method: 'POST',
    path: '/api/groups/:groupId/webhooks',
    summary:
      'Add a webhook (Standard Webhooks, Discord, Slack, Telegram or Matrix); its signing secret is answered this once.',
    access: 'signed-in',
    params: groupParamsSchema,
    body: createWebhookInputSchema,
    responses: { 201: createdWebhookResponseSchema },
    errors: [403, 404],
  }),
  deleteWebhook: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/webhooks/:webhookId',
    summary: 'Delete a webhook with its deliveries.',
    access: 'signed-in',
    params: webhookParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  webhookDeliveries: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/webhooks/:webhookId/deliveries',
    summary: "The webhook's recent deliveries: delivered, waiting for another attempt, or failed.",
    access: 'signed-in',
    params: webhookParamsSchema,
    responses: { 200: webhookDeliveryListResponseSchema },
    errors: [403, 404],
  }),
  testWebhook: endpoint({
    method: 'POST',
    path: '/api/groups/:groupId/webhooks/:webhookId/test',
    summary: 'Queue a test delivery (`webhook.test`) to the webhook.',
    access: 'signed-in',
    params: webhookParamsSchema,
    body: noBodySchema,
    responses: { 202: webhookTestResponseSchema },
    errors: [403, 404],
  }),
  publicViewSettings: endpoint({
    method: 'GET',
    path: '/api/groups/:groupId/public-view',
    summary: "The group's public view: its addresses and embedding sites, or null while off.",
    access: 'signed-in',
    params: groupParamsSchema,
    responses: { 200: publicViewSettingsResponseSchema },
    errors: [403, 404],
  }),
  savePublicView: endpoint({
    method: 'PUT',
    path: '/api/groups/:groupId/public-view',
    summary: 'Turn the public view on, or change the sites that may embed its page.',
    access: 'signed-in',
    params: groupParamsSchema,
    body: publicViewInputSchema,
    responses: { 200: publicViewSettingsResponseSchema },
    errors: [403, 404],
  }),
  removePublicView: endpoint({
    method: 'DELETE',
    path: '/api/groups/:groupId/public-view',
    summary: 'Turn the public view off: its addresses stop working.',
    access: 'signed-in',
    params: groupParamsSchema,
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [403, 404],
  }),
  publicView: endpoint({
    method: 'GET',
    path: '/api/public/groups/:publicId',
    summary:
      "A group's public view: its name and next trainings with counts, no names; any site may fetch it (CORS).",
    access: 'public',
    params: z.strictObject({ publicId: z.string().check(z.maxLength(64)) }),
    responses: { 200: publicViewResponseSchema },
    errors: [404],
  }),
  inviteMails: endpoint({
    method: 'POST',
    path: '/api/groups/:groupId/invite/mails',
    summary:
      "Mail the group's invite link to each address (a daily limit per account; a group without a link gets one).",
    access: 'signed-in',
    params: groupParamsSchema,
    body: inviteMailsInputSchema,
    responses: { 200: inviteMailsResponseSchema },
    errors: [403, 404],
  }),
} as const;
