import type { Strings } from '../en.ts';
import type { screensEn } from '../en/screens.ts';
import { attendanceDe } from './attendance.ts';
import { integrationsDe } from './integrations.ts';
import { coachingDe } from './coaching.ts';
import { recordDe } from './record.ts';
import { feedsDe } from './feeds.ts';
import { groupsDe } from './groups.ts';
import { invitesDe } from './invites.ts';
import { membersDe } from './members.ts';
import { notificationsDe } from './notifications.ts';
import { infoDe } from './info.ts';
import { preferencesDe } from './preferences.ts';
import { accountDe } from './account.ts';
import { seasonDe } from './season.ts';
import { statisticsDe } from './statistics.ts';
import { seasonRulesDe } from './season-rules.ts';

// The German screens' texts, as en/screens.ts: a feature's texts are one file per language.
export const screensDe = {
  ...groupsDe,
  ...invitesDe,
  ...membersDe,
  ...attendanceDe,
  ...notificationsDe,
  ...infoDe,
  ...feedsDe,
  ...accountDe,
  ...preferencesDe,
  ...seasonDe,
  ...seasonRulesDe,
  ...integrationsDe,
  ...coachingDe,
  ...statisticsDe,
  ...recordDe,
} satisfies Strings<typeof screensEn>;
