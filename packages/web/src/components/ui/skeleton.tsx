import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  variant?: 'text' | 'rect' | 'circle';
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
}

/** A placeholder block while content loads; decoration only (the loading state is named elsewhere). */
export function Skeleton({ variant = 'text', width, height, className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden
      className={[styles.skeleton, styles[variant], className].filter(Boolean).join(' ')}
      style={{ width, height, ...style }}
    />
  );
}
