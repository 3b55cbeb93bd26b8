import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  ATTENDANCE_STATES,
  type AttendanceState,
  type MemberAttendance,
  type StateCounts,
} from '@turnout/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberEntry } from './member-entry.tsx';
import { StateIcon } from './state-icon.tsx';

interface MemberColumnsProps {
  counts: StateCounts;
  lists: Record<AttendanceState, MemberAttendance[]>;
  loading: boolean;
}

function Column({
  state,
  count,
  members,
  loading,
}: {
  state: AttendanceState;
  count: number;
  members: MemberAttendance[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-state={state} sx={{ minWidth: 0 }}>
      <Box sx={{ textAlign: 'center', pb: 1 }}>
        <Typography
          id={headingId}
          component="h3"
          variant="caption"
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
            fontWeight: 700,
            color: 'text.secondary',
          }}
        >
          <StateIcon state={state} sx={{ fontSize: 16 }} />
          {t(`attendance.states.${state}`)}
        </Typography>
        <Typography
          data-testid={`count-${state}`}
          sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1.2 }}
        >
          {loading ? <Skeleton width={24} sx={{ mx: 'auto' }} /> : count}
        </Typography>
      </Box>
      {!loading &&
        (members.length === 0 ? (
          <Typography variant="body2" color="text.disabled" sx={{ textAlign: 'center' }}>
            {t('attendance.nobody')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, typography: 'body2' }}>
            {members.map((member) => (
              <li key={member.userId}>
                <MemberEntry member={member} />
              </li>
            ))}
          </Box>
        ))}
    </Box>
  );
}

/** SPEC §2: the counts of each state in three columns, each with its members. */
export function MemberColumns({ counts, lists, loading }: MemberColumnsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: 1,
        px: 1.5,
        pb: 2,
      }}
    >
      {ATTENDANCE_STATES.map((state) => (
        <Column
          key={state}
          state={state}
          count={counts[state]}
          members={lists[state]}
          loading={loading}
        />
      ))}
    </Box>
  );
}
