import type { Strings } from '../en.ts';
import type { screensEn } from '../en/screens.ts';
import { attendanceDe } from './attendance.ts';
import { connectDe } from './connect.ts';
import { coachingDe } from './coaching.ts';
import { feedsDe } from './feeds.ts';
import { groupsDe } from './groups.ts';
import { notificationsDe } from './notifications.ts';
import { pagesDe } from './pages.ts';
import { preferencesDe } from './preferences.ts';
import { profileDe } from './profile.ts';
import { seasonDe } from './season.ts';
import { statisticsDe } from './statistics.ts';
import { trainingDe } from './training.ts';

// The German screens' texts, as en/screens.ts: a feature's texts are one file per language.
export const screensDe = {
  ...groupsDe,
  ...attendanceDe,
  ...notificationsDe,
  ...pagesDe,
  ...feedsDe,
  ...profileDe,
  ...preferencesDe,
  ...seasonDe,
  ...trainingDe,
  ...connectDe,
  ...coachingDe,
  ...statisticsDe,
} satisfies Strings<typeof screensEn>;
