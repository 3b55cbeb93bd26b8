import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PULL_TO_REFRESH } from '../lib/ui-constants.ts';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PullState } from './pull-to-refresh-machine.ts';
import { RefreshButton } from './refresh-button.tsx';
import { TopBarActions } from './top-bar-slot.tsx';
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
 * SPEC §2/§4 swipe-down refresh around a screen's content. On touch devices pulling down from
 * the top refreshes; elsewhere a Refresh button does the same.
 */
export function PullToRefresh({ onRefresh, children, button = 'top-bar' }: PullToRefreshProps) {
  const touch = useMediaQuery(TOUCH_DEVICE_QUERY, { noSsr: true });
  const ref = useRef<HTMLDivElement>(null);
  const state = usePullToRefresh(ref, onRefresh, touch);

  return (
    <Box ref={ref} sx={{ position: 'relative' }}>
      {touch && <PullIndicator state={state} />}
      {!touch && button === 'top-bar' && (
        <TopBarActions>
          <RefreshButton onRefresh={onRefresh} />
        </TopBarActions>
      )}
      {!touch && button === 'inline' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <RefreshButton onRefresh={onRefresh} color="primary" />
        </Box>
      )}
      {children}
    </Box>
  );
}

function PullIndicator({ state }: { state: PullState }) {
  const { t } = useTranslation();
  const { phase, position } = state;
  const visible = phase === 'swiping' || phase === 'refreshing' || phase === 'aborting';
  const pulled = position - PULL_TO_REFRESH.idlePosition;
  return (
    <Box
      data-testid="pull-to-refresh-indicator"
      data-phase={phase}
      aria-hidden={phase !== 'refreshing'}
      sx={{
        position: 'absolute',
        top: 0,
        left: '50%',
        zIndex: (theme) => theme.zIndex.appBar - 1,
        pointerEvents: 'none',
        transform: `translate(-50%, ${position}px)`,
        opacity: visible ? 1 : 0,
        // The indicator follows the finger at once; it glides back (abort) and fades (done).
        transition:
          phase === 'swiping'
            ? 'none'
            : `transform ${PULL_TO_REFRESH.abortMs}ms ease-out, opacity ${PULL_TO_REFRESH.fadeMs}ms`,
      }}
    >
      <Paper
        elevation={3}
        sx={{ width: 40, height: 40, borderRadius: '50%', display: 'grid', placeItems: 'center' }}
      >
        {phase === 'refreshing' || phase === 'fading' ? (
          <CircularProgress size={24} aria-label={t('pullToRefresh.refreshing')} />
        ) : (
          <RefreshIcon color="primary" sx={{ transform: `rotate(${pulled * 3}deg)` }} />
        )}
      </Paper>
    </Box>
  );
}
