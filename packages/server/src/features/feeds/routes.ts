import {
  FEED_EXTENSION,
  FEED_PATH_PREFIX,
  FEED_TOKEN_PATTERN,
  feedEndpoints,
} from '@turnout/domain';
import { z } from 'zod';
import { PERSONAL_FEED_SCOPE } from '../../db/schema-feeds.ts';
import { sendError } from '../../http/error-handler.ts';
import { hashSessionToken } from '../../http/tokens.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { requireMember } from '../../http/gate.ts';
import { route } from '../../http/route.ts';
import { sendStored } from '../../http/stored-answer.ts';
import { FeedCache } from './parts/cache.ts';
import { FeedRenderer } from './parts/renderer.ts';
import { exportCsv } from './parts/csv.ts';
import { findFeed, hasFeedToken, readDayRecords, readExportMembers } from './data.ts';
import { answerFeed } from './parts/feed.ts';
import { replaceFeedToken } from './mutations.ts';
import { exportFileName, presentFeedLink } from './presenters.ts';
import { lagTolerantReader } from '../../http/read-routing.ts';
import type { FeatureRoutes } from '../../services.ts';

/** Members' links and the CSV export, under /api (signed in; group ones through the gate). */
export const feedApiRoutes: FeatureRoutes<'db' | 'config'> = async (app, { db, config }) => {
  app.addHook('onRequest', requireSignedIn);

  route(app, feedEndpoints.personalStatus, {}, async (request) => ({
    active: await hasFeedToken(db, requireUser(request).id, PERSONAL_FEED_SCOPE),
  }));

  route(app, feedEndpoints.personalLink, {}, async (request) => {
    const token = await replaceFeedToken(db, requireUser(request).id);
    return presentFeedLink(config.publicUrl, token);
  });

  route(app, feedEndpoints.groupStatus, {}, async (request) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    return { active: await hasFeedToken(db, access.userId, access.groupId) };
  });

  route(app, feedEndpoints.groupLink, {}, async (request) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    const token = await replaceFeedToken(db, access.userId, access.groupId);
    return presentFeedLink(config.publicUrl, token);
  });

  route(app, feedEndpoints.export, {}, async (request, reply) => {
    const access = await requireMember(db, request.params.groupId, requireUser(request).id);
    const { from, to, content } = request.query;
    const [members, records] = await Promise.all([
      readExportMembers(db, access.groupId),
      readDayRecords(db, [access.groupId], { from, to }),
    ]);
    return reply
      .type('text/csv; charset=utf-8; header=present')
      .header('content-disposition', `attachment; filename="${exportFileName(content, from, to)}"`)
      .send(exportCsv(members, records, { from, to }, content));
  });
};

const feedParamsSchema = z.strictObject({ file: z.string() });

/**
 * The feeds themselves: GET /feeds/<token>.ics, outside /api, for calendar apps. The token is the
 * only credential (no cookie, no CSRF); an unknown, replaced or malformed token, or a group feed
 * whose member has left, gets the same 404, which says nothing about why.
 */
export const feedRoutes: FeatureRoutes<'db' | 'config'> = async (app, { db, config }) => {
  const context = {
    db,
    cache: new FeedCache(),
    renderer: new FeedRenderer(),
    timeZone: config.timeZone,
    host: new URL(config.publicUrl).hostname,
  };

  app.addHook('onClose', () => context.renderer.close());

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
      const answer =
        owner && (await answerFeed({ ...context, reads: lagTolerantReader(db, request) }, owner));
      if (!answer) {
        return sendError(reply, {
          statusCode: 404,
          code: 'not-found',
          text: 'There is no such feed.', // for calendar apps, not people: one language
        });
      }
      return sendStored(request, reply, answer, {
        type: 'text/calendar; charset=utf-8',
        headers: { 'content-disposition': 'inline; filename="turnout.ics"' },
      });
    },
  );
};
