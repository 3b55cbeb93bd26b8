import { attendanceEn } from './attendance.ts';
import { connectEn } from './connect.ts';
import { coachingEn } from './coaching.ts';
import { feedsEn } from './feeds.ts';
import { groupsEn } from './groups.ts';
import { notificationsEn } from './notifications.ts';
import { pagesEn } from './pages.ts';
import { preferencesEn } from './preferences.ts';
import { profileEn } from './profile.ts';
import { seasonEn } from './season.ts';
import { statisticsEn } from './statistics.ts';
import { trainingEn } from './training.ts';

// The texts only the screens and what they open use, never the start-up, the shell or the
// landing frame: they load with the first screen's code (lib/i18n/screen-texts.ts) instead of
// in the JavaScript every start-up needs. en.ts has the start-up texts; de/screens.ts is the same
// in German.
export const screensEn = {
  ...groupsEn,
  ...attendanceEn,
  ...notificationsEn,
  ...pagesEn,
  ...feedsEn,
  ...profileEn,
  ...preferencesEn,
  ...seasonEn,
  ...trainingEn,
  ...connectEn,
  ...coachingEn,
  ...statisticsEn,
};
