import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PULL_TO_REFRESH } from '../lib/ui-constants.ts';
import type { PullState } from './pull-to-refresh-machine.ts';
import styles from './pull-to-refresh.module.css';
import { RefreshButton } from './refresh-button.tsx';
import { TopBarActions } from './top-bar-slot.tsx';
import { RefreshIcon } from './ui/icons.tsx';
import { Spinner } from './ui/spinner.tsx';
import { useMediaQuery } from './ui/use-media-query.ts';
import { usePullToRefresh } from './use-pull-to-refresh.ts';

/** A phone or tablet: no hover and a finger for a pointer. */
export const TOUCH_DEVICE_QUERY = '(hover: none) and (pointer: coarse)';

interface PullToRefreshProps {
  /** Reloads the screen's data; the indicator shows until it settles (at least 500 ms). */
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
  /**
   * Where devices without touch get their Refresh button: in the app bar (default), above the
   * content, or nowhere when the screen places a <RefreshButton> itself.
   */
  button?: 'top-bar' | 'inline' | 'none';
}

/**
 * Swipe-down refresh around a screen's content (docs/product.md#pull-to-refresh). On touch devices pulling down from
 * the top refreshes; elsewhere a Refresh button does the same.
 */
export function PullToRefresh({ onRefresh, children, button = 'top-bar' }: PullToRefreshProps) {
  const touch = useMediaQuery(TOUCH_DEVICE_QUERY);
  const ref = useRef<HTMLDivElement>(null);
  const state = usePullToRefresh(ref, onRefresh, touch);

  return (
    <div ref={ref} className={styles.root}>
      {touch && <PullIndicator state={state} />}
      {!touch && button === 'top-bar' && (
        <TopBarActions>
          <RefreshButton onRefresh={onRefresh} />
        </TopBarActions>
      )}
      {!touch && button === 'inline' && (
        <div className={styles.inline}>
          <RefreshButton onRefresh={onRefresh} color="primary" />
        </div>
      )}
      {children}
    </div>
  );
}

function PullIndicator({ state }: { state: PullState }) {
  const { t } = useTranslation();
  const { phase, position } = state;
  const visible = phase === 'swiping' || phase === 'refreshing' || phase === 'aborting';
  const pulled = position - PULL_TO_REFRESH.idlePosition;
  return (
    <div
      data-testid="pull-to-refresh-indicator"
      data-phase={phase}
      aria-hidden={phase !== 'refreshing'}
      className={styles.indicator}
      style={{
        transform: `translate(-50%, ${position}px)`,
        opacity: visible ? 1 : 0,
        // The indicator follows the finger at once; it glides back (abort) and fades (done).
        transition:
          phase === 'swiping'
            ? 'none'
            : `transform ${PULL_TO_REFRESH.abortMs}ms ease-out, opacity ${PULL_TO_REFRESH.fadeMs}ms`,
      }}
    >
      <div className={styles.disc}>
        {phase === 'refreshing' || phase === 'fading' ? (
          <Spinner size={24} label={t('pullToRefresh.refreshing')} />
        ) : (
          <RefreshIcon color="primary" style={{ transform: `rotate(${pulled * 3}deg)` }} />
        )}
      </div>
    </div>
  );
}
