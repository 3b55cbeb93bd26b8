import {
  pushTokenResponseSchema,
  signOutPushTokenInputSchema,
  storePushTokenInputSchema,
  vapidPublicKeyResponseSchema,
} from '../push.ts';
import { endpoint } from './endpoint.ts';
import { noContent } from './params.ts';

// Push token records of the web app and the native shells (docs/native.md).
export const pushEndpoints = {
  vapidPublicKey: endpoint({
    method: 'GET',
    path: '/api/push/vapid-public-key',
    summary: 'The Web Push application server key for PushManager.subscribe().',
    access: 'public',
    responses: { 200: vapidPublicKeyResponseSchema },
  }),
  storeToken: endpoint({
    method: 'PUT',
    path: '/api/push/tokens',
    summary: 'Store my push token record (a Web Push subscription or a native token).',
    access: 'signed-in',
    body: storePushTokenInputSchema,
    responses: { 200: pushTokenResponseSchema },
  }),
  signOutToken: endpoint({
    method: 'POST',
    path: '/api/push/tokens/sign-out',
    summary: 'Mark my record signed out, before log-out; idempotent (docs/product.md#log-out).',
    access: 'public',
    body: signOutPushTokenInputSchema,
    responses: { 204: noContent },
  }),
} as const;
