import {
  logInInputSchema,
  meResponseSchema,
  sessionResponseSchema,
  sessionStateResponseSchema,
  signUpInputSchema,
} from '../auth.ts';
import {
  messageResponseSchema,
  passwordResetCheckInputSchema,
  passwordResetCheckResponseSchema,
  passwordResetInputSchema,
  passwordResetRequestSchema,
} from '../account.ts';
import { endpoint } from './endpoint.ts';
import { noBodySchema, noContent } from './params.ts';

// Getting into the app and out of it: sign-up, log-in, log-out, who is calling, and the password
// reset (docs/product.md#log-in-and-sign-up, #log-out). Web pages get a session cookie; native
// shells send `client: 'native'` and get the token back for a bearer header.
export const authEndpoints = {
  signUp: endpoint({
    method: 'POST',
    path: '/api/auth/sign-up',
    summary: 'Create an account and start its session (SIGN_UP may close it or ask for an invite).',
    access: 'public',
    body: signUpInputSchema,
    responses: { 201: sessionResponseSchema },
    errors: [403, 409],
  }),
  logIn: endpoint({
    method: 'POST',
    path: '/api/auth/log-in',
    summary: 'Start a session with address and password.',
    access: 'public',
    body: logInInputSchema,
    responses: { 200: sessionResponseSchema },
    errors: [401, 403, 404],
  }),
  logOut: endpoint({
    method: 'POST',
    path: '/api/auth/log-out',
    summary: 'End this session (an expired one too) and clear its cookie.',
    access: 'public',
    body: noBodySchema,
    responses: { 204: noContent },
  }),
  me: endpoint({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user, and the live event id the answer is current to.',
    access: 'signed-in',
    responses: { 200: meResponseSchema },
  }),
  // A visitor is no error here: the web app's start-up asks this, and a 4xx would be one in the
  // console on every page a visitor opens.
  session: endpoint({
    method: 'GET',
    path: '/api/auth/session',
    summary: 'Who is calling: as /api/auth/me, with `user: null` for a visitor.',
    access: 'public',
    responses: { 200: sessionStateResponseSchema },
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset',
    summary: 'Mail a password-reset link; the same answer whether or not the address has one.',
    access: 'public',
    body: passwordResetRequestSchema,
    responses: { 200: messageResponseSchema },
  }),
  checkPasswordReset: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/check',
    summary: 'Whether a reset link still works; it stays as it was.',
    access: 'public',
    body: passwordResetCheckInputSchema,
    responses: { 200: passwordResetCheckResponseSchema },
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/api/auth/password-reset/confirm',
    summary: 'Set a new password from the link, end every session, and sign this client in.',
    access: 'public',
    body: passwordResetInputSchema,
    responses: { 200: sessionResponseSchema },
  }),
} as const;
