import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { SessionCache } from './http/session-cache.ts';
import { createMailSender, MailWorker } from './features/mail/parts/worker.ts';
import { prepareResetMails } from './features/auth/mutations.ts';
import { PushService } from './features/push/parts/push-service.ts';
import { ReminderWorker } from './features/season/parts/worker.ts';
import { DigestWorker } from './features/season/parts/digest.ts';
import { WebhookWorker } from './features/webhooks/parts/worker.ts';
import { Realtime } from './live-events/realtime.ts';
import { AnswerTokens } from './features/answer-links/parts/tokens.ts';

// The app's long-lived services: the live-event hub and push delivery (ADR 005), and the
// sessions kept in memory (ADR 010). Started with the app and stopped with it: streams end
// before the server stops taking connections (so closing does not wait on them), pushes in
// flight get a moment to finish.

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    push: PushService;
    sessions: SessionCache;
    mail: MailWorker;
    reminders: ReminderWorker;
    webhooks: WebhookWorker;
    answerTokens: AnswerTokens;
    digests: DigestWorker;
  }
}

/**
 * What only tests may change. Production never sets it: main.ts passes only the held writes,
 * and only when TURNOUT_TEST_HOLD_AFTER_COMMIT=1 asks for them (a fault test's own process).
 */
export interface TestingOptions {
  /** Web Push may connect to loopback and private addresses (the fake push service). */
  pushToPrivateAddresses?: boolean;
  /** Every write that stored live events is held after its commit, undelivered (RealtimeOptions). */
  holdWritesAfterCommit?: boolean;
  /** The reminder worker's clock (features/season), so a test decides what time it is. */
  reminderClock?: () => Date;
  /** The weekly digest's clock (features/season/parts/digest.ts), likewise. */
  digestClock?: () => Date;
  /** The pause before a webhook delivery's next attempt (features/webhooks/worker.ts). */
  webhookRetryDelayMs?: (attempts: number) => number;
}

export interface Services {
  realtime: Realtime;
  push: PushService;
  sessions: SessionCache;
  /** Sends the mail outbox (features/mail); wake() after queueing one. */
  mail: MailWorker;
  /** Sends the reminders on the eve of training days (features/season). */
  reminders: ReminderWorker;
  /** Sends the groups' webhooks (features/webhooks); emit() after a change. */
  webhooks: WebhookWorker;
  /** Makes and reads answer tokens (features/answer-links, docs/decisions/052-answer-tokens.md). */
  answerTokens: AnswerTokens;
  /** Sends the coaches' weekly digests (features/season, docs/decisions/053-e-mail-channel-and-digest.md). */
  digests: DigestWorker;
}

/** What buildApp hands the features' route plugins: the database, the settings, the services. */
export interface RouteContext extends Pick<
  Services,
  'realtime' | 'push' | 'sessions' | 'mail' | 'webhooks' | 'answerTokens'
> {
  db: Database;
  config: Config;
}

/** A feature's route plugin, given the parts of the RouteContext it names. */
export type FeatureRoutes<Uses extends keyof RouteContext> = FastifyPluginAsyncZod<
  Pick<RouteContext, Uses>
>;

export async function startServices(
  app: FastifyInstance,
  options: { db: Database; config: Config; testing?: TestingOptions },
): Promise<Services> {
  const realtime = new Realtime({
    db: options.db,
    log: app.log,
    holdWritesAfterCommit: options.testing?.holdWritesAfterCommit,
    announce: options.config.liveEventsAnnounce,
  });
  const answerTokens = new AnswerTokens({
    db: options.db,
    secret: options.config.answerLinkSecret,
  });
  const push = new PushService({
    answerTokens,
    db: options.db,
    config: options.config,
    log: app.log,
    allowPrivateAddresses: options.testing?.pushToPrivateAddresses,
  });
  const sessions = new SessionCache({
    db: options.db,
    log: app.log,
    onEnded: (key) => realtime.endStreamsOf(key),
  });
  const mail = new MailWorker({
    db: options.db,
    from: options.config.mail.from,
    send: createMailSender(options.config.mail.smtpUrl, app.log),
    log: app.log,
    prepare: () =>
      prepareResetMails(options.db, {
        publicUrl: options.config.publicUrl,
        locale: options.config.locale,
      }),
  });
  const reminders = new ReminderWorker({
    db: options.db,
    realtime,
    push,
    mail,
    answerTokens,
    publicUrl: options.config.publicUrl,
    locale: options.config.locale,
    timeZone: options.config.timeZone,
    log: app.log,
    now: options.testing?.reminderClock,
  });
  const digests = new DigestWorker({
    db: options.db,
    mail,
    tokens: answerTokens,
    publicUrl: options.config.publicUrl,
    locale: options.config.locale,
    timeZone: options.config.timeZone,
    log: app.log,
    now: options.testing?.digestClock,
  });
  const webhooks = new WebhookWorker({
    db: options.db,
    log: app.log,
    privateHosts: options.config.webhooks.privateHosts,
    dates: { locale: options.config.locale, timeZone: options.config.timeZone },
    retryDelayMs: options.testing?.webhookRetryDelayMs,
  });
  push.startPruning();
  mail.start();
  await realtime.start();
  await sessions.start();
  reminders.start();
  digests.start();
  webhooks.start();
  app.decorate('realtime', realtime);
  app.decorate('push', push);
  app.decorate('sessions', sessions);
  app.decorate('mail', mail);
  app.decorate('reminders', reminders);
  app.decorate('webhooks', webhooks);
  app.decorate('answerTokens', answerTokens);
  app.decorate('digests', digests);
  app.addHook('preClose', async () => realtime.closeStreams());
  app.addHook('onClose', async () => {
    await mail.stop();
    await reminders.stop();
    await digests.stop();
    await webhooks.stop();
    await push.close();
    await realtime.stop();
    await sessions.stop();
  });
  return { realtime, push, sessions, mail, reminders, webhooks, answerTokens, digests };
}
