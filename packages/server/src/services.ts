import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { PushService } from './features/push/push-service.ts';
import { Realtime } from './realtime/realtime.ts';

// The app's long-lived services (issue 5): the live-event hub and push delivery. Started with
// the app and stopped with it: streams end before the server stops taking connections (so
// closing does not wait on them), pushes in flight get a moment to finish.

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    push: PushService;
  }
}

export interface Services {
  realtime: Realtime;
  push: PushService;
}

export async function startServices(
  app: FastifyInstance,
  options: { db: Database; config: Config },
): Promise<Services> {
  const realtime = new Realtime({ db: options.db, log: app.log });
  const push = new PushService({ db: options.db, config: options.config, log: app.log });
  await realtime.start();
  app.decorate('realtime', realtime);
  app.decorate('push', push);
  app.addHook('preClose', async () => realtime.closeStreams());
  app.addHook('onClose', async () => {
    await push.close();
    await realtime.stop();
  });
  return { realtime, push };
}
