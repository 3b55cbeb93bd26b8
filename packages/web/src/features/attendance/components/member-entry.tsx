import StickyNote2OutlinedIcon from '@mui/icons-material/StickyNote2Outlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Tooltip from '@mui/material/Tooltip';
import type { MemberAttendance } from '@turnout/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from './member-avatar.tsx';

const rowSx = {
  display: 'flex',
  alignItems: 'center',
  gap: 0.75,
  width: '100%',
  minHeight: 36,
  px: 0.5,
  borderRadius: 1,
  textAlign: 'left',
  justifyContent: 'flex-start',
} as const;

function Name({ children }: { children: string }) {
  return (
    <Box
      component="span"
      sx={{
        // The note icon follows the name rather than the column's far edge.
        flex: '0 1 auto',
        minWidth: 0,
        lineHeight: 1.25,
        overflowWrap: 'anywhere',
        // Three columns are narrow on a phone: names wrap onto a second line before they are cut.
        display: '-webkit-box',
        WebkitLineClamp: 2,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A member in a state's list: initial and name. A member's note shows in a tooltip on tap,
 * on keyboard focus and on hover; the note icon says there is one. A tap opens it (never
 * toggles: a hover may have opened it a moment before); tapping elsewhere closes it.
 */
export function MemberEntry({ member }: { member: MemberAttendance }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { userId, userDisplayName, note } = member;

  if (!note) {
    return (
      <Box sx={rowSx}>
        <MemberAvatar userId={userId} name={userDisplayName} />
        <Name>{userDisplayName}</Name>
      </Box>
    );
  }

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box>
        <Tooltip
          title={note}
          describeChild
          arrow
          open={open}
          onOpen={() => setOpen(true)}
          onClose={() => setOpen(false)}
          // Taps are handled by onClick below; the built-in long-press would open it twice.
          disableTouchListener
          slotProps={{ tooltip: { sx: { fontSize: 14, whiteSpace: 'pre-wrap' } } }}
        >
          <ButtonBase
            onClick={() => setOpen(true)}
            aria-label={t('attendance.withNote', { name: userDisplayName })}
            sx={rowSx}
          >
            <MemberAvatar userId={userId} name={userDisplayName} />
            <Name>{userDisplayName}</Name>
            <StickyNote2OutlinedIcon aria-hidden sx={{ fontSize: 16, color: 'text.secondary' }} />
          </ButtonBase>
        </Tooltip>
      </Box>
    </ClickAwayListener>
  );
}
