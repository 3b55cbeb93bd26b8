import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, reminderSettingsSchema } from '@turnout/domain';
import type { Database } from '../../db/client.ts';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { groupParamsSchema, requireMember } from '../../http/gate.ts';
import { setReminderSettings } from './mutations.ts';

// A member's reminders for a group (docs/decisions/022-season-planning.md), beside the mute
// switch: their own setting, so any member may change it and nobody else's.

export const reminderRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', requireSignedIn);

  app.put(
    API_PATHS.groupReminders,
    {
      schema: {
        params: groupParamsSchema,
        body: reminderSettingsSchema,
        response: { 200: reminderSettingsSchema },
      },
    },
    async (request) => {
      const access = await requireMember(db, request.params.groupId, requireUser(request).id);
      return setReminderSettings(db, {
        groupId: access.groupId,
        userId: access.userId,
        settings: request.body,
      });
    },
  );
};
