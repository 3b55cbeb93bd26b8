import styles from './avatar.module.css';

// Served by the app itself (public/img): the CSP allows images from our own origin only.
const DEFAULT_AVATAR_URL = '/img/default-avatar.svg';

interface UserAvatarProps {
  size: number;
  /** Empty when a visible name next to it already says whose picture it is. */
  alt?: string;
}

export function UserAvatar({ size, alt = '' }: UserAvatarProps) {
  return (
    <img
      className={styles.avatar}
      src={DEFAULT_AVATAR_URL}
      alt={alt}
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  );
}
