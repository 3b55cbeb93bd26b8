import styles from './avatar.module.css';

/** Up to two initials, first and last word: "Ada Lovelace" → "AL", "ada" → "A". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  // Array.from: an emoji or an astral letter counts as one character, not two halves.
  const first = Array.from(words[0] ?? '?')[0] ?? '?';
  const last = words.length > 1 ? (Array.from(words.at(-1)!)[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

// Readable under white letters (tokens.css, --color-avatar-N); a member keeps the same one on
// every screen.
const COLOURS = Array.from({ length: 7 }, (_, i) => `var(--color-avatar-${i + 1})`);

/** The colour of a member, from their user id: the same person has it everywhere. */
export function avatarColourOf(userId: string): string {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return COLOURS[hash % COLOURS.length]!;
}

interface MemberAvatarProps {
  userId: string;
  name: string;
  size?: number;
}

/**
 * A member's initials in a circle of their colour: the one avatar of members on every screen.
 * Decorative (aria-hidden): the name is always shown next to it. The letters are drawn from
 * data-initials rather than DOM text, so a labelled row's visible text matches its name (WCAG
 * 2.5.3); they sit in a child element.
 */
export function MemberAvatar({ userId, name, size = 40 }: MemberAvatarProps) {
  return (
    <span
      aria-hidden
      className={styles.avatar}
      style={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        backgroundColor: avatarColourOf(userId),
      }}
    >
      <span className={styles.initials} data-initials={initialsOf(name)} />
    </span>
  );
}
