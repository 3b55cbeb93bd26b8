import { useEffect, useState, type ReactNode } from 'react';
import styles from './collapse.module.css';

export interface CollapseProps {
  in: boolean;
  children: ReactNode;
  /** Drop the children from the page once closed (MUI's unmountOnExit). */
  unmountOnExit?: boolean;
  className?: string;
  id?: string;
}

const DURATION_MS = 300;

/**
 * Shows and hides its children with a height transition. Closed, the content is `hidden`, so it
 * is out of the tab order and the accessibility tree, not merely zero pixels tall.
 */
export function Collapse({
  in: open,
  children,
  unmountOnExit = false,
  className,
  id,
}: CollapseProps) {
  // Hidden only after the closing transition, so the content visibly folds away.
  const [hidden, setHidden] = useState(!open);
  // Opening: render (not hidden) in the closed state first, then grow on the next frame.
  const [expanded, setExpanded] = useState(open);
  useEffect(() => {
    if (open) {
      setHidden(false);
      const frame = requestAnimationFrame(() => setExpanded(true));
      return () => cancelAnimationFrame(frame);
    }
    setExpanded(false);
    const timer = setTimeout(() => setHidden(true), DURATION_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const gone = hidden && !open;
  return (
    <div
      id={id}
      className={[styles.collapse, expanded && styles.open, className].filter(Boolean).join(' ')}
      hidden={gone}
    >
      <div className={styles.inner}>{gone && unmountOnExit ? null : children}</div>
    </div>
  );
}
