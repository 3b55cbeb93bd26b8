import Avatar from '@mui/material/Avatar';

/** Up to two initials: "Ada Lovelace" → "AL", "ada" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

// A stable colour per name, so a person looks the same in every list.
const COLOURS = ['#246ab3', '#f37022', '#2e7d32', '#6a1b9a', '#00838f', '#ad1457', '#5d4037'];

function colourOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

/** A person's initials in a circle; decorative, since their name is always shown beside it. */
export function InitialsAvatar({ name, size = 40 }: { name: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: colourOf(name) }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
