import { Page } from '../../components/page.tsx';
import { GroupNotificationSettings } from '../../features/notifications/components/group-notification-settings.tsx';

// `/settings`: one section per concern, each a self-contained component of its own feature
// (components/settings-section.tsx gives them one look). Sections still to come go here, in
// this order: the personal calendar feed (features/feeds), then language and theme.
export function Component() {
  return (
    <Page>
      <GroupNotificationSettings />
    </Page>
  );
}
