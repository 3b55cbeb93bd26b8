import { attendanceEn } from './attendance.ts';
import { integrationsEn } from './integrations.ts';
import { coachingEn } from './coaching.ts';
import { recordEn } from './record.ts';
import { feedsEn } from './feeds.ts';
import { groupsEn } from './groups.ts';
import { invitesEn } from './invites.ts';
import { membersEn } from './members.ts';
import { notificationsEn } from './notifications.ts';
import { infoEn } from './info.ts';
import { preferencesEn } from './preferences.ts';
import { accountEn } from './account.ts';
import { seasonEn } from './season.ts';
import { statisticsEn } from './statistics.ts';
import { seasonRulesEn } from './season-rules.ts';

// The texts only the screens and what they open use, never the start-up, the shell or the
// landing frame: they load with the first screen's code (lib/i18n/screen-texts.ts) instead of
// in the JavaScript every start-up needs. en.ts has the start-up texts; de/screens.ts is the same
// in German.
export const screensEn = {
  ...groupsEn,
  ...invitesEn,
  ...membersEn,
  ...attendanceEn,
  ...notificationsEn,
  ...infoEn,
  ...feedsEn,
  ...accountEn,
  ...preferencesEn,
  ...seasonEn,
  ...seasonRulesEn,
  ...integrationsEn,
  ...coachingEn,
  ...statisticsEn,
  ...recordEn,
};
