import type { Group } from '@turnout/domain';
import { GroupCalendar } from '../../features/attendance/components/group-calendar.tsx';
import { GroupScreen } from '../../features/groups/components/group-screen.tsx';
import { InviteDialog } from '../../features/invites/components/invite-dialog.tsx';
import { MembersDialog } from '../../features/members/components/members-dialog.tsx';
import { MuteGroupMenuItem } from '../../features/notifications/components/mute-group-menu-item.tsx';

// The group screen is the groups feature's frame (header, menu, dialogs) around the attendance
// feature's calendar, with the invites and members features' dialogs and the notifications
// feature's mute switch in the menu; features do not import each other, so they meet here.
const dialogs = { share: InviteDialog, members: MembersDialog };

const menuItems = (group: Group) => <MuteGroupMenuItem group={group} />;

export function Component() {
  return (
    <GroupScreen dialogs={dialogs} menuItems={menuItems}>
      {(group) => <GroupCalendar group={group} />}
    </GroupScreen>
  );
}
