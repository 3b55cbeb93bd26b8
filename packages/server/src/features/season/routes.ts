import { API_PATHS, reminderSettingsSchema } from '@turnout/domain';
import { requireSignedIn, requireUser } from '../../http/auth.ts';
import { groupParamsSchema, requireMember } from '../../http/gate.ts';
import { setReminderSettings } from './mutations.ts';
import type { FeatureRoutes } from '../../services.ts';

// A member's reminders for a group (docs/decisions/022-season-planning.md), beside the mute
// switch: their own setting, so any member may change it and nobody else's.

export const reminderRoutes: FeatureRoutes<'db'> = async (app, { db }) => {
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
