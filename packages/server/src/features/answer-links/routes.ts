import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  answerLinkEndpoints,
  ANSWER_LINK_STATES,
  ANSWER_PAGE_PATH,
  answerTokenSchema,
  languageOfAcceptLanguage,
  notificationTargetPath,
  startOfDayMs,
  UNSUBSCRIBE_PAGE_PATH,
  type AnswerLinkState,
  type Language,
} from '@turnout/domain';
import { ApiError } from '../../http/api-error.ts';
import { route } from '../../http/route.ts';
import { render, textsIn } from '../../i18n/i18n.ts';
import type { FeatureRoutes } from '../../services.ts';
import { isUuid } from '../../http/gate.ts';
import { readDayQuestion, readGroupName, readTokenMember } from './data.ts';
import {
  answerByToken,
  AnswerRefused,
  checkAnswerToken,
  unsubscribeByToken,
  type AnswerDeps,
} from './mutations.ts';
import {
  answerPage,
  confirmationText,
  dayLabel,
  messagePage,
  unsubscribePage,
} from './presenters.ts';

// Answering without the app (docs/decisions/052-answer-tokens.md, 053-e-mail-channel-and-
// digest.md). The notification's action posts to the API route; a mail's link opens a page
// outside /api that shows the question on GET and answers only on POST (its button), because
// mail scanners follow links. The token is the whole authority; no session is read or made.
// Paths hold tokens: the request log redacts them (http/request-log.ts).

/** Token requests per client address and minute: plenty for people, a wall for a loop. */
const REQUESTS_PER_MINUTE = 60;

type Deps = Parameters<
  FeatureRoutes<'db' | 'config' | 'realtime' | 'push' | 'webhooks' | 'answerTokens'>
>[1];

function answerDeps(deps: Deps): AnswerDeps {
  return {
    db: deps.db,
    realtime: deps.realtime,
    push: deps.push,
    webhooks: deps.webhooks,
    tokens: deps.answerTokens,
    timeZone: deps.config.timeZone,
  };
}

function limiterFor(app: Parameters<FeatureRoutes<'db'>>[0], name: string) {
  const limiter = app.createRateLimit({
    max: REQUESTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new ApiError('resource-exhausted', { key: 'errors.tooManyRequests' });
  };
}

/** POST /api/answer-links/answer: a notification's action. */
export const answerLinkRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'push' | 'webhooks' | 'answerTokens'
> = async (app, deps) => {
  const answering = answerDeps(deps);
  const dates = { locale: deps.config.locale, timeZone: deps.config.timeZone };
  const limit = limiterFor(app, 'answer-link');

  route(app, answerLinkEndpoints.answer, { preHandler: limit }, async (request, reply) => {
    try {
      const answer = await answerByToken(answering, request.body);
      const { member, rules, access } = answer.checked;
      const day = dayLabel(answer.day, rules?.time, dates);
      const groupName = (await readGroupName(deps.db, access.groupId)) ?? '';
      return {
        state: answer.state,
        ...(answer.waitingPlace === undefined ? {} : { waitingPlace: answer.waitingPlace }),
        title: groupName,
        message: confirmationText(member.language, { ...answer, day }),
      };
    } catch (error) {
      if (!(error instanceof AnswerRefused)) throw error;
      // The refusal in the member's words: the notification shows this message as it is.
      const language =
        error.language ?? languageOfAcceptLanguage(request.headers['accept-language']);
      const message = error.error.text ? render(error.error.text, language) : error.error.message;
      return reply
        .code(error.error.statusCode)
        .send({ error: { code: error.error.code, message } }) as never;
    }
  });
};

/** The pages a mail's links open: /answer/<token> and /unsubscribe/<token>. */
export const answerPageRoutes: FeatureRoutes<
  'db' | 'config' | 'realtime' | 'push' | 'webhooks' | 'answerTokens'
> = async (app, deps) => {
  const answering = answerDeps(deps);
  const { config, db } = deps;
  const dates = { locale: config.locale, timeZone: config.timeZone };
  const limit = limiterFor(app, 'answer-page');

  // The buttons post a plain form; nothing else is read here.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  function sendPage(reply: FastifyReply, status: number, html: string) {
    reply.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    reply.header('cache-control', 'no-store');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-robots-tag', 'noindex');
    return reply.code(status).type('text/html; charset=utf-8').send(html);
  }

  function refusedPage(request: FastifyRequest, reply: FastifyReply, refused: AnswerRefused) {
    const language: Language =
      refused.language ?? languageOfAcceptLanguage(request.headers['accept-language']);
    const message = refused.error.text
      ? render(refused.error.text, language)
      : refused.error.message;
    return sendPage(
      reply,
      refused.error.statusCode,
      messagePage({
        language,
        title: textsIn(language)('answerLinks.refusedTitle'),
        message,
        appUrl: config.publicUrl,
      }),
    );
  }

  const tokenOf = (request: FastifyRequest) => {
    const { '*': token } = request.params as { '*': string };
    return answerTokenSchema.safeParse(token).success ? token : '';
  };

  // GET shows the question and never answers: a mail scanner that follows the link changes nothing.
  app.get(ANSWER_PAGE_PATH, async (request, reply) => {
    try {
      const { claim, member, access, rules } = await checkAnswerToken(answering, tokenOf(request));
      const question = await readDayQuestion(db, access.groupId, claim.userId, claim.day);
      const timestamp = startOfDayMs(claim.day, config.timeZone);
      return sendPage(
        reply,
        200,
        answerPage({
          language: member.language,
          question,
          day: dayLabel(claim.day, rules?.time, dates),
          states: claim.states,
          choice: ANSWER_LINK_STATES.find(
            (state) => state === (request.query as { choice?: unknown }).choice,
          ),
          appUrl: `${config.publicUrl}${notificationTargetPath({ groupId: access.groupId, timestamp })}`,
        }),
      );
    } catch (error) {
      if (error instanceof AnswerRefused) return refusedPage(request, reply, error);
      throw error;
    }
  });

  // The button: answers, then says what it did. Pressing it twice changes nothing more.
  app.post(ANSWER_PAGE_PATH, { preHandler: limit }, async (request, reply) => {
    const state = (request.body as { state?: unknown } | undefined)?.state;
    try {
      if (!ANSWER_LINK_STATES.includes(state as AnswerLinkState)) {
        throw new AnswerRefused(
          new ApiError('permission-denied', { key: 'answerLinks.notAllowed' }),
        );
      }
      const answer = await answerByToken(answering, {
        token: tokenOf(request),
        state: state as AnswerLinkState,
      });
      const { member, rules, access } = answer.checked;
      const day = dayLabel(answer.day, rules?.time, dates);
      const timestamp = startOfDayMs(answer.day, config.timeZone);
      return sendPage(
        reply,
        200,
        messagePage({
          language: member.language,
          title: (await readGroupName(db, access.groupId)) ?? '',
          message: confirmationText(member.language, { ...answer, day }),
          appUrl: `${config.publicUrl}${notificationTargetPath({ groupId: access.groupId, timestamp })}`,
        }),
      );
    } catch (error) {
      if (error instanceof AnswerRefused) return refusedPage(request, reply, error);
      throw error;
    }
  });

  async function unsubscribeTarget(request: FastifyRequest) {
    const claim = await deps.answerTokens.readUnsubscribe(tokenOf(request));
    if (!claim || !isUuid(claim.groupId)) return undefined;
    const member = await readTokenMember(db, claim.userId);
    return member && { claim, member, groupName: (await readGroupName(db, claim.groupId)) ?? '' };
  }

  function invalidUnsubscribe(request: FastifyRequest, reply: FastifyReply) {
    return refusedPage(
      request,
      reply,
      new AnswerRefused(new ApiError('expired-link', { key: 'answerLinks.invalid' })),
    );
  }

  // GET shows a button; the mail program's one-click POST (RFC 8058) and the button unsubscribe.
  app.get(UNSUBSCRIBE_PAGE_PATH, async (request, reply) => {
    const target = await unsubscribeTarget(request);
    if (!target) return invalidUnsubscribe(request, reply);
    return sendPage(
      reply,
      200,
      unsubscribePage({
        language: target.member.language,
        list: target.claim.list,
        groupName: target.groupName,
      }),
    );
  });

  app.post(UNSUBSCRIBE_PAGE_PATH, { preHandler: limit }, async (request, reply) => {
    const target = await unsubscribeTarget(request);
    if (!target) return invalidUnsubscribe(request, reply);
    await unsubscribeByToken(answering, tokenOf(request));
    const t = textsIn(target.member.language);
    return sendPage(
      reply,
      200,
      messagePage({
        language: target.member.language,
        title: t('answerLinks.unsubscribeTitle'),
        message: t('answerLinks.unsubscribed'),
        appUrl: config.publicUrl,
      }),
    );
  });
};
