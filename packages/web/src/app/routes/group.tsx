import { GroupCalendar } from '../../features/attendance/components/group-calendar.tsx';
import { GroupScreen } from '../../features/groups/components/group-screen.tsx';

// The group screen is the groups feature's frame (header, menu, dialogs) around the attendance
// feature's calendar; features do not import each other, so they meet here.
export function Component() {
  return <GroupScreen>{(group) => <GroupCalendar group={group} />}</GroupScreen>;
}
