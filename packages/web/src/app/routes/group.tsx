import type { Group } from '@turnout/domain';
import { lazy } from 'react';
import { GroupCalendar } from '../../features/attendance/components/group-calendar.tsx';
import { GroupScreen } from '../../features/groups/components/group-screen.tsx';
import { MuteGroupMenuItem } from '../../features/notifications/components/mute-group-menu-item.tsx';
import { StatisticsMenuItem } from '../../features/statistics/components/statistics-menu-item.tsx';

// The dialogs load when first opened (the group screen mounts them then): the calendar, which
// the screen is for, does not wait for their code.
const InviteDialog = lazy(() =>
  import('../../features/invites/components/invite-dialog.tsx').then((module) => ({
    default: module.InviteDialog,
  })),
);
const MembersDialog = lazy(() =>
  import('../../features/members/components/members-dialog.tsx').then((module) => ({
    default: module.MembersDialog,
  })),
);

const FeedDialog = lazy(() =>
  import('../../features/feeds/components/group-feed-dialog.tsx').then((module) => ({
    default: module.GroupFeedDialog,
  })),
);

// The group screen is the groups feature's frame (header, menu, dialogs) around the attendance
// feature's calendar, with the invites and members features' dialogs and the notifications
// feature's mute switch and reminders in the menu; features do not import each other, so they meet here.
const RemindersDialog = lazy(() =>
  import('../../features/season/components/reminders-dialog.tsx').then((module) => ({
    default: module.RemindersDialog,
  })),
);

const IntegrationsDialog = lazy(() =>
  import('../../features/integrations/components/integrations-dialog.tsx').then((module) => ({
    default: module.IntegrationsDialog,
  })),
);

const dialogs = {
  share: InviteDialog,
  integrations: IntegrationsDialog,
  members: MembersDialog,
  feed: FeedDialog,
  reminders: RemindersDialog,
};

const menuItems = (group: Group) => (
  <>
    <StatisticsMenuItem group={group} />
    <MuteGroupMenuItem group={group} />
  </>
);

export function Component() {
  return (
    <GroupScreen dialogs={dialogs} menuItems={menuItems}>
      {(group) => <GroupCalendar group={group} />}
    </GroupScreen>
  );
}
