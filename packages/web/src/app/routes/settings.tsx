import { Page } from '../../components/page.tsx';
import { PersonalFeedSection } from '../../features/feeds/components/personal-feed-section.tsx';
import { LanguageAndThemeSection } from '../../features/preferences/components/language-and-theme-section.tsx';
import { GroupNotificationSettings } from '../../features/notifications/components/group-notification-settings.tsx';
import { ReminderSettingsSection } from '../../features/season/components/reminder-settings.tsx';

// `/settings`: one section per concern, each a self-contained component of its own feature
// (components/settings-section.tsx gives them one look). Language and theme join them here.
export function Component() {
  return (
    <Page>
      <GroupNotificationSettings />
      <ReminderSettingsSection />
      <PersonalFeedSection />
      <LanguageAndThemeSection />
    </Page>
  );
}
