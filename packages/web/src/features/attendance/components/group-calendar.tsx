import type { Group } from '@turnout/domain';

export interface GroupCalendarProps {
  group: Group;
}

/** The group screen's body: month calendar and the selected day's sheet (issue 4). */
export function GroupCalendar({ group }: GroupCalendarProps) {
  return <div data-group-id={group.id} />;
}
