import type { AttendanceRecord, Day, GroupMember } from '@turnout/domain';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../api/change-attendance.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { DayAnswers } from './day-answers.tsx';
import { DayNav } from './day-nav.tsx';

interface DaySheetProps {
  groupId: string;
  members: GroupMember[];
  me: Me;
  day: Day;
  today: Day;
  /** The selected day's records. */
  records: AttendanceRecord[];
  loading: boolean;
  onSelect: (day: Day) => void;
  sheetRef: RefObject<HTMLDivElement | null>;
  onExpandedChange: (expanded: boolean) => void;
}

/**
 * The selected day (docs/product.md#day-sheet): date navigation, then my toggle and note, counts
 * and lists per state (DayAnswers).
 */
export function DaySheet(props: DaySheetProps) {
  const { day, today, onSelect } = props;
  const { t } = useTranslation();
  return (
    <BottomSheet
      label={t('attendance.sheet')}
      sheetRef={props.sheetRef}
      onExpandedChange={props.onExpandedChange}
      header={<DayNav day={day} today={today} onSelect={onSelect} />}
    >
      <DayAnswers
        groupId={props.groupId}
        members={props.members}
        me={props.me}
        day={day}
        today={today}
        records={props.records}
        loading={props.loading}
      />
    </BottomSheet>
  );
}
