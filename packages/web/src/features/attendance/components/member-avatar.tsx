import Avatar from '@mui/material/Avatar';

// Distinct, readable backgrounds for the initials; a member keeps the same one everywhere.
const COLOURS = ['#246ab3', '#f37022', '#2e7d32', '#8e24aa', '#00838f', '#c62828', '#5d4037'];

function colourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return COLOURS[Math.abs(hash) % COLOURS.length] ?? COLOURS[0]!;
}

/** The first letter of a name, whole even when it is an emoji or a combined character. */
export function initialOf(name: string): string {
  return (Array.from(name.trim())[0] ?? '?').toLocaleUpperCase();
}

export function MemberAvatar({ userId, name }: { userId: string; name: string }) {
  return (
    // The letter is drawn from data-initial rather than DOM text: the avatar is decoration, and
    // a visible letter that is not part of a labelled row's name fails WCAG 2.5.3 (axe).
    <Avatar
      aria-hidden
      data-initial={initialOf(name)}
      sx={{
        width: 26,
        height: 26,
        fontSize: 13,
        bgcolor: colourOf(userId),
        '&::before': { content: 'attr(data-initial)' },
      }}
    />
  );
}
