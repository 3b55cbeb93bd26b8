import { z } from 'zod/mini';
import { currentUserResponseSchema } from '../auth.ts';
import { languageSettingSchema } from '../languages.ts';
import {
  accountSessionsResponseSchema,
  changeEmailInputSchema,
  changeNameInputSchema,
  changePasswordInputSchema,
  confirmEmailInputSchema,
  deleteAccountInputSchema,
  profileResponseSchema,
} from '../account.ts';
import { endpoint } from './endpoint.ts';
import { noBodySchema, noContent } from './params.ts';

// The account's own page: name, address, password, language, devices, export and deletion
// (docs/product.md, "Profile and settings").
export const accountEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/api/account',
    summary: 'My profile, with an address change waiting for its confirmation.',
    access: 'signed-in',
    responses: { 200: profileResponseSchema },
  }),
  name: endpoint({
    method: 'PUT',
    path: '/api/account/name',
    summary: 'Change my display name.',
    access: 'signed-in',
    body: changeNameInputSchema,
    responses: { 200: currentUserResponseSchema },
  }),
  language: endpoint({
    method: 'PUT',
    path: '/api/account/language',
    summary: "Set the account's language (languages.ts).",
    access: 'signed-in',
    body: languageSettingSchema,
    responses: { 200: currentUserResponseSchema },
  }),
  email: endpoint({
    method: 'POST',
    path: '/api/account/email',
    summary: 'Mail a confirmation link to a new address (needs the password).',
    access: 'signed-in',
    body: changeEmailInputSchema,
    responses: { 204: noContent },
    errors: [403, 409],
  }),
  cancelEmail: endpoint({
    method: 'DELETE',
    path: '/api/account/email',
    summary: 'Withdraw the pending address change; its link stops working.',
    access: 'signed-in',
    body: noBodySchema,
    responses: { 204: noContent },
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/api/account/email/confirm',
    summary: 'Confirm the new address with the token from its mail.',
    access: 'public',
    body: confirmEmailInputSchema,
    responses: { 200: currentUserResponseSchema },
    errors: [401, 404, 409, 410],
  }),
  password: endpoint({
    method: 'PUT',
    path: '/api/account/password',
    summary: 'Change my password; ends my other sessions.',
    access: 'signed-in',
    body: changePasswordInputSchema,
    responses: { 204: noContent },
    errors: [403],
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/api/account/sessions',
    summary: 'My sessions (devices).',
    access: 'signed-in',
    responses: { 200: accountSessionsResponseSchema },
  }),
  endOtherSessions: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions',
    summary: 'End every session of mine but this one.',
    access: 'signed-in',
    body: noBodySchema,
    responses: { 204: noContent },
  }),
  endSession: endpoint({
    method: 'DELETE',
    path: '/api/account/sessions/:sessionId',
    summary: 'End one of my sessions.',
    access: 'signed-in',
    // Session ids are SHA-256 in hex; anything else names no session.
    params: z.strictObject({ sessionId: z.string().check(z.regex(/^[0-9a-f]{64}$/)) }),
    body: noBodySchema,
    responses: { 204: noContent },
    errors: [404],
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/account/export',
    summary: 'One JSON document of everything stored about me, as a download.',
    access: 'signed-in',
    responses: { 200: z.record(z.string(), z.unknown()) },
  }),
  deletion: endpoint({
    method: 'POST',
    path: '/api/account/deletion',
    summary: 'Erase my account (needs the password and a choice for each group I own).',
    access: 'signed-in',
    body: deleteAccountInputSchema,
    responses: { 204: noContent },
    errors: [403, 409],
  }),
} as const;
