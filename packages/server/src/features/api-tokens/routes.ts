import { connectEndpoints, MAX_API_TOKENS } from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { isUuid, requireMember } from '../../http/gate.ts';
import { route } from '../../http/route.ts';
import type { FeatureRoutes } from '../../services.ts';
import { countApiTokens, listApiTokens } from './data.ts';
import { createApiToken, revokeApiToken } from './mutations.ts';
import { presentApiToken } from './presenters.ts';

// The account's personal API tokens (docs/decisions/041-api-tokens.md). They live under
// /api/account, which no token may reach (http/api-tokens.ts): only the signed-in app manages them.

export const apiTokenRoutes: FeatureRoutes<'db'> = async (app, { db }) => {
  const signedIn = { onRequest: requireSignedIn };

  route(app, connectEndpoints.listTokens, signedIn, async (request) => {
    const rows = await listApiTokens(db, requireUser(request).id);
    return { tokens: rows.map(presentApiToken) };
  });

  route(app, connectEndpoints.createToken, signedIn, async (request, reply) => {
    const user = requireUser(request);
    const { groupId } = request.body;
    // A one-group token only for a group the account is in (404 as everywhere else).
    if (groupId !== null) await requireMember(db, groupId, user.id);
    if ((await countApiTokens(db, user.id)) >= MAX_API_TOKENS) {
      throw new ApiError('resource-exhausted', {
        key: 'errors.connect.tooManyTokens',
        values: { count: MAX_API_TOKENS },
      });
    }
    const { id, secret } = await createApiToken(db, user.id, request.body);
    const row = (await listApiTokens(db, user.id)).find((token) => token.id === id)!;
    return reply.code(201).send({ token: presentApiToken(row), secret });
  });

  route(app, connectEndpoints.revokeToken, signedIn, async (request, reply) => {
    const user = requireUser(request);
    const { tokenId } = request.params;
    if (!isUuid(tokenId) || !(await revokeApiToken(db, user.id, tokenId))) {
      throw new ApiError('not-found', { key: 'errors.connect.tokenNotFound' });
    }
    return reply.code(204).send();
  });
};
