import {
  EMPTY_SCHEDULE,
  firstDayOfMonth,
  intervalOfMonths,
  monthOf,
  weekStartFor,
  type AttendanceRecord,
  type Day,
  type Group,
  type TrainingNote,
  roleIn,
} from '@turnout/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PullToRefresh } from '../../../components/pull-to-refresh.tsx';
import { useMediaQuery } from '../../../components/ui/use-media-query.ts';
import { useConfig } from '../../../lib/config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAttendance } from '../api/get-attendance.ts';
import type { Me } from '../api/change-attendance.ts';
import { indexRecords, recordsOn } from '../model/day-index.ts';
import { useCalendarScroll } from '../hooks/use-calendar-scroll.ts';
import { useLatestCallback } from '../hooks/use-latest-callback.ts';
import { useSelectedDay } from '../hooks/use-selected-day.ts';
import { SIDE_PANEL_WIDTH, useSheetGeometry } from '../hooks/use-sheet-geometry.ts';
import { CalendarMonths } from './calendar-months.tsx';
import { CalendarSkeleton } from './calendar-skeleton.tsx';
import styles from './calendar.module.css';
import { DaySheet } from './day-sheet.tsx';
import { GroupDetailsCard } from './group-details-card.tsx';
import { ScheduleContext } from '../../season/hooks/use-schedule.ts';
import { CoachingContext } from '../coaching/coaching-context.ts';

const NO_NOTES: TrainingNote[] = [];
import { WeekdayHeader } from './weekday-header.tsx';

export interface GroupCalendarProps {
  group: Group;
}

const NO_RECORDS: AttendanceRecord[] = [];

function CalendarBody({ group, me }: { group: Group; me: Me }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { locale } = useConfig();
  const weekStart = weekStartFor(locale);
  const { selected, today, select } = useSelectedDay();
  const centre = monthOf(selected);
  const interval = useMemo(() => intervalOfMonths(firstDayOfMonth(centre)), [centre]);
  const query = useAttendance(group.id, interval);
  const records = query.data ?? NO_RECORDS;
  const memberIds = useMemo(
    () => new Set(group.members.map((member) => member.userId)),
    [group.members],
  );
  const index = useMemo(() => indexRecords(records, me.id, memberIds), [records, me.id, memberIds]);
  // The calendar and the day's members follow the screen's frame in a render of their own, in
  // the background (as the calendar's other months do): the first paint, with the selected day
  // and the skeleton, comes sooner, and no single task has to build the whole screen.
  const ready = useDeferredValue(query.data !== undefined, false);

  const calendarRef = useRef<HTMLDivElement | null>(null);
  const stickyRef = useRef<HTMLDivElement | null>(null);
  const sheetRef = useRef<HTMLDivElement | null>(null);
  const scroll = useCalendarScroll({ selected, ready, calendarRef, stickyRef, sheetRef });
  const { side, collapsed } = useSheetGeometry();

  // Stable for the memoised day cells; it reads the latest state when called.
  const onSelect = useLatestCallback((day: Day) => {
    scroll.beforeSelect(day);
    select(day);
  });

  // Below this height the details card scrolls away with the calendar; the weekday row stays.
  const short = useMediaQuery('(max-height: 699.95px)');
  const details = <GroupDetailsCard location={group.location} description={group.description} />;

  let body;
  if (ready) {
    body = (
      <CalendarMonths
        containerRef={calendarRef}
        selected={selected}
        today={today}
        weekStart={weekStart}
        myMarks={index.myMarks}
        tallies={index.tallies}
        onSelect={onSelect}
      />
    );
  } else if (query.isError) {
    body = (
      <div className={styles.loadError}>
        <LoadError
          message={t('attendance.loadFailed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  } else {
    body = <CalendarSkeleton />;
  }

  return (
    <>
      {/* The group and its attendance share one key prefix: one invalidation refreshes both. */}
      <PullToRefresh
        onRefresh={() => queryClient.invalidateQueries({ queryKey: queryKeys.group(group.id) })}
      >
        <div
          className={styles.container}
          data-side={side}
          // Beside the side panel on a desktop window (see use-sheet-geometry.ts).
          style={side ? { paddingRight: SIDE_PANEL_WIDTH + 16 } : undefined}
        >
          {/* On a short phone a pinned card would leave too few weeks above the sheet. */}
          {short && details}
          <div ref={stickyRef} className={styles.sticky}>
            {!short && details}
            <WeekdayHeader weekStart={weekStart} locale={locale} />
          </div>
          {body}
          {/* Room to scroll the last weeks up above the collapsed sheet. */}
          {!side && <div aria-hidden style={{ height: collapsed }} />}
        </div>
      </PullToRefresh>
      {/* Outside the pull area: dragging the sheet down must not refresh the page. */}
      <DaySheet
        groupId={group.id}
        members={group.members}
        me={me}
        day={selected}
        today={today}
        records={recordsOn(index, selected)}
        loading={!ready}
        onSelect={onSelect}
        sheetRef={sheetRef}
        // Back from the expanded sheet, the selected day may be out of sight.
        onExpandedChange={(expanded) => !expanded && scroll.revealSelected(false, 'smooth')}
      />
    </>
  );
}

/**
 * The group screen's body: month calendar and the selected day's sheet
 * (docs/product.md#calendar).
 */
export function GroupCalendar({ group }: GroupCalendarProps) {
  const user = useCurrentUser();
  const me = useMemo(() => (user ? { id: user.id, displayName: user.displayName } : null), [user]);
  const coaching = useMemo(
    () => ({
      groupId: group.id,
      myRole: group.currentUserIsOwner
        ? ('owner' as const)
        : (roleIn(group.members, user?.id) ?? 'member'),
      notes: group.trainingNotes ?? NO_NOTES,
    }),
    [group.id, group.currentUserIsOwner, group.members, group.trainingNotes, user?.id],
  );
  if (!me) return null;
  return (
    <ScheduleContext value={group.schedule ?? EMPTY_SCHEDULE}>
      <CoachingContext value={coaching}>
        <CalendarBody key={group.id} group={group} me={me} />
      </CoachingContext>
    </ScheduleContext>
  );
}
