import type { FastifyInstance } from 'fastify';
import {
  connectEndpoints,
  languageOfAcceptLanguage,
  PUBLIC_EMBED_PATH,
  today,
} from '@turnout/domain';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../http/api-error.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { ensureRunsTrainings, requireMember } from '../../http/gate.ts';
import { route } from '../../http/route.ts';
import type { FeatureRoutes } from '../../services.ts';
import { countAnswers, findPublicGroup, findPublicViewSettings } from './data.ts';
import { removePublicView, savePublicView } from './mutations.ts';
import { checkFrameAncestors } from './policy.ts';
import {
  nextTrainingDays,
  presentPublicView,
  presentSettings,
  publicViewPage,
} from './presenters.ts';

// A group's public view for the club's website (docs/decisions/042-webhooks.md): off until the
// owner (or a coach) turns it on; then anyone with its public id reads the next trainings with
// counts and no names, as JSON any site may fetch (CORS) and as a small page only the named
// sites may frame (CSP frame-ancestors).

/** Browsers and proxies may keep an answer this long; counts a minute old are fine. */
const CACHE = 'public, max-age=60';

function notFound(): ApiError {
  return new ApiError('not-found', { key: 'errors.connect.publicViewNotFound' });
}

async function readView(db: Database, config: Config, publicId: string) {
  const group = await findPublicGroup(db, publicId);
  if (!group) throw notFound();
  const trainings = nextTrainingDays(group.schedule, today(config.timeZone));
  const counts = await countAnswers(
    db,
    group.groupId,
    trainings.map((training) => training.day),
  );
  return { view: presentPublicView(group.name, trainings, counts), group };
}

export const publicViewRoutes: FeatureRoutes<'db' | 'config'> = async (app, { db, config }) => {
  const signedIn = { onRequest: requireSignedIn };
  const runner = async (groupId: string, userId: string) => {
    const access = await requireMember(db, groupId, userId);
    ensureRunsTrainings(access);
    return access;
  };

  route(app, connectEndpoints.publicViewSettings, signedIn, async (request) => {
    const access = await runner(request.params.groupId, requireUser(request).id);
    const row = await findPublicViewSettings(db, access.groupId);
    return { publicView: row ? presentSettings(row, config.publicUrl) : null };
  });

  route(app, connectEndpoints.savePublicView, signedIn, async (request) => {
    const access = await runner(request.params.groupId, requireUser(request).id);
    await savePublicView(db, access.groupId, checkFrameAncestors(request.body.frameAncestors));
    const row = (await findPublicViewSettings(db, access.groupId))!;
    return { publicView: presentSettings(row, config.publicUrl) };
  });

  route(app, connectEndpoints.removePublicView, signedIn, async (request, reply) => {
    const access = await runner(request.params.groupId, requireUser(request).id);
    await removePublicView(db, access.groupId);
    return reply.code(204).send();
  });

  // No sign-in; any site may read it (no credentials are sent or honoured).
  route(app, connectEndpoints.publicView, {}, async (request, reply) => {
    reply.header('access-control-allow-origin', '*');
    const { view } = await readView(db, config, request.params.publicId);
    reply.header('cache-control', CACHE);
    return view;
  });
};

/** The embeddable page, outside /api: its own CSP, whose frame-ancestors are the named sites. */
export async function publicEmbedRoutes(
  app: FastifyInstance,
  { db, config }: { db: Database; config: Config },
): Promise<void> {
  app.get(PUBLIC_EMBED_PATH, async (request, reply) => {
    const { publicId } = request.params as { publicId: string };
    const { view, group } = await readView(db, config, publicId);
    const ancestors = group.frameAncestors.length > 0 ? group.frameAncestors.join(' ') : "'none'";
    reply.removeHeader('x-frame-options');
    reply.header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`,
    );
    reply.header('cache-control', CACHE);
    const language = languageOfAcceptLanguage(request.headers['accept-language']);
    return reply
      .type('text/html; charset=utf-8')
      .send(publicViewPage(view, language, { locale: config.locale, timeZone: config.timeZone }));
  });
}
