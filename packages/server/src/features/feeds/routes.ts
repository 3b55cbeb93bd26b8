import {
  API_PATHS,
  exportQuerySchema,
  FEED_EXTENSION,
  FEED_PATH_PREFIX,
  FEED_TOKEN_PATTERN,
  feedLinkResponseSchema,
  feedStatusResponseSchema,
} from '@turnout/domain';
import { z } from 'zod';
import { PERSONAL_FEED_SCOPE } from '../../db/schema-feeds.ts';
import { sendError } from '../../http/error-handler.ts';
import { hashSessionToken } from '../../http/tokens.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { groupParamsSchema, requireMember } from '../../http/gate.ts';
import { FeedCache, matchesEtag } from './parts/cache.ts';
import { exportCsv } from './parts/csv.ts';
import { findFeed, hasFeedToken, readDayRecords, readExportMembers } from './data.ts';
import { answerFeed } from './parts/feed.ts';
import { replaceFeedToken } from './mutations.ts';
import { exportFileName, presentFeedLink } from './presenters.ts';
import { noBody } from '../../http/no-body.ts';
import type { FeatureRoutes } from '../../services.ts';

/** Members' links and the CSV export, under /api (signed in; group ones through the gate). */
export const feedApiRoutes: FeatureRoutes<'db' | 'config'> = async (app, { db, config }) => {
  app.addHook('onRequest', requireSignedIn);
  const status = { response: { 200: feedStatusResponseSchema } };
  const link = { response: { 200: feedLinkResponseSchema } };

  app.get(API_PATHS.personalFeed, { schema: status }, async (request) => ({
    active: await hasFeedToken(db, requireUser(request).id, PERSONAL_FEED_SCOPE),
  }));

  app.post(API_PATHS.personalFeed, { schema: { body: noBody, ...link } }, async (request) => {
    const token = await replaceFeedToken(db, requireUser(request).id);
    return presentFeedLink(config.publicUrl, token);
  });

  app.get(
    API_PATHS.groupFeed,
    { schema: { params: groupParamsSchema, ...status } },
    async (request) => {
      const access = await requireMember(db, request.params.groupId, requireUser(request).id);
      return { active: await hasFeedToken(db, access.userId, access.groupId) };
    },
  );

  app.post(
    API_PATHS.groupFeed,
    { schema: { params: groupParamsSchema, body: noBody, ...link } },
    async (request) => {
      const access = await requireMember(db, request.params.groupId, requireUser(request).id);
      const token = await replaceFeedToken(db, access.userId, access.groupId);
      return presentFeedLink(config.publicUrl, token);
    },
  );

  app.get(
    API_PATHS.groupExport,
    { schema: { params: groupParamsSchema, querystring: exportQuerySchema } },
    async (request, reply) => {
      const access = await requireMember(db, request.params.groupId, requireUser(request).id);
      const { from, to, content } = request.query;
      const [members, records] = await Promise.all([
        readExportMembers(db, access.groupId),
        readDayRecords(db, [access.groupId], { from, to }),
      ]);
      return reply
        .type('text/csv; charset=utf-8; header=present')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(content, from, to)}"`,
        )
        .send(exportCsv(members, records, { from, to }, content));
    },
  );
};

const feedParamsSchema = z.strictObject({ file: z.string() });

/** Accept-Encoding names gzip without `q=0`. */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/**
 * The feeds themselves: GET /feeds/<token>.ics, outside /api, for calendar apps. The token is the
 * only credential (no cookie, no CSRF); an unknown, replaced or malformed token, or a group feed
 * whose member has left, gets the same 404, which says nothing about why.
 */
export const feedRoutes: FeatureRoutes<'db' | 'config'> = async (app, { db, config }) => {
  const context = {
    db,
    cache: new FeedCache(),
    timeZone: config.timeZone,
    host: new URL(config.publicUrl).hostname,
  };

  app.get(
    `${FEED_PATH_PREFIX}:file`,
    { schema: { params: feedParamsSchema } },
    async (request, reply) => {
      const token = request.params.file.endsWith(FEED_EXTENSION)
        ? request.params.file.slice(0, -FEED_EXTENSION.length)
        : '';
      const owner = FEED_TOKEN_PATTERN.test(token)
        ? await findFeed(db, hashSessionToken(token))
        : undefined;
      const answer = owner && (await answerFeed(context, owner));
      if (!answer) {
        return sendError(reply, {
          statusCode: 404,
          code: 'not-found',
          text: 'There is no such feed.', // for calendar apps, not people: one language
        });
      }
      // Personal data: no shared cache keeps it; apps revalidate with the tag on every poll.
      reply
        .header('cache-control', 'private, no-cache')
        .header('etag', answer.etag)
        .header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="turnout.ics"');
      // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
      if (acceptsGzip(request.headers['accept-encoding'])) {
        return reply.header('content-encoding', 'gzip').send(answer.gzip);
      }
      return reply.send(answer.body);
    },
  );
};
