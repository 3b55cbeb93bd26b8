import type { ElementType, HTMLAttributes, Ref } from 'react';
import styles from './card.module.css';

export type CardProps = HTMLAttributes<HTMLElement> & {
  /** The element: a div by default; section, li, form, article… where the structure says so. */
  as?: ElementType;
  variant?: 'elevation' | 'outlined';
  ref?: Ref<HTMLElement>;
  /** For `as="form"`. */
  noValidate?: boolean;
};

/** A surface with the card's radius and shadow (or outline). */
export function Card({
  as: Element = 'div',
  variant = 'elevation',
  className,
  ...rest
}: CardProps) {
  return (
    <Element
      {...rest}
      className={[styles.card, variant === 'outlined' && styles.outlined, className]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

/** The card's classes: `content` (CardContent's padding), `actions`, `actionArea` (a clickable card area). */
export const cardStyles = styles;
