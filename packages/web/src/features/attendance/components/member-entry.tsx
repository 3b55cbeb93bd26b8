import Box from '@mui/material/Box';
import type { MemberAttendance } from '@turnout/domain';
import { useState } from 'react';
import { MemberAvatar } from '../../../components/member-avatar.tsx';

// Plain elements and one sx per part: a day can list dozens of members.
const rowSx = { display: 'flex', alignItems: 'flex-start', gap: 0.75, py: 0.5, px: 0.5 } as const;

const noteSx = {
  display: 'block',
  width: '100%',
  p: 0,
  border: 0,
  borderRadius: 0.5,
  background: 'none',
  font: 'inherit',
  fontSize: 13,
  lineHeight: 1.3,
  color: 'text.secondary',
  textAlign: 'left',
  cursor: 'pointer',
  // One line until tapped, then all of it, line breaks kept.
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '&[aria-expanded="true"]': { whiteSpace: 'pre-wrap', overflowWrap: 'break-word' },
  '&:focus-visible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: 1 },
} as const;

/**
 * A member in a state's list: initial, the whole name (wrapped, never cut) and, under it, their
 * note on one line; a tap (or Enter) shows all of it and another tap folds it again. Nothing
 * floats over the sheet or the bottom bar, and the note is there without looking for it.
 */
export function MemberEntry({ member }: { member: MemberAttendance }) {
  const [expanded, setExpanded] = useState(false);
  const { userId, userDisplayName, note } = member;
  return (
    <Box sx={rowSx}>
      <MemberAvatar userId={userId} name={userDisplayName} size={26} />
      <Box sx={{ flex: 1, minWidth: 0, pt: 0.25 }}>
        <Box
          component="span"
          sx={{ display: 'block', lineHeight: 1.3, overflowWrap: 'break-word' }}
        >
          {userDisplayName}
        </Box>
        {note && (
          <Box
            component="button"
            type="button"
            data-note
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            sx={noteSx}
          >
            {note}
          </Box>
        )}
      </Box>
    </Box>
  );
}
