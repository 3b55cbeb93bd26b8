import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { BOTTOM_SHEET, LAYOUT } from '../../../lib/ui-constants.ts';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLatestCallback } from '../hooks/use-latest-callback.ts';
import { useSheetDrag } from '../hooks/use-sheet-drag.ts';
import { SIDE_PANEL_WIDTH, useSheetGeometry } from '../hooks/use-sheet-geometry.ts';

// The shell's bottom navigation (56 px) and the phone's home indicator sit below the sheet.
const ABOVE_BOTTOM_BAR = 'calc(56px + env(safe-area-inset-bottom))';

interface BottomSheetProps {
  label: string;
  /** Always visible at the top; on touch devices the sheet is dragged by it. */
  header: ReactNode;
  /** Scrolls inside the sheet. */
  children: ReactNode;
  sheetRef?: RefObject<HTMLDivElement | null>;
  /** Told BOTTOM_SHEET.stateCallbackMs after the sheet opened or closed. */
  onExpandedChange?: (expanded: boolean) => void;
}

/**
 * SPEC §2/§9 bottom sheet: collapsed or expanded. On touch devices it follows the finger and
 * snaps open or closed at the midpoint; with a mouse an Expand/Collapse button does the same.
 * A desktop window has room for the day beside the calendar: there it is a side panel, whole.
 */
export function BottomSheet(props: BottomSheetProps) {
  const { label, header, children, sheetRef, onExpandedChange } = props;
  const { t } = useTranslation();
  const { side, touch, collapsed, expanded: expandedHeight } = useSheetGeometry();
  const [expanded, setExpanded] = useState(false);
  const height = expanded ? expandedHeight : collapsed;
  const { dragHeight, handlers } = useSheetDrag({
    enabled: touch,
    height,
    min: collapsed,
    max: expandedHeight,
    onSettle: setExpanded,
  });

  const changed = useLatestCallback((value: boolean) => onExpandedChange?.(value));
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => changed(expanded), BOTTOM_SHEET.stateCallbackMs);
    return () => clearTimeout(timer);
  }, [expanded, changed]);

  const toggleLabel = expanded ? t('attendance.collapse') : t('attendance.expand');

  if (side) {
    return (
      <Paper
        ref={sheetRef}
        component="section"
        aria-label={label}
        square
        elevation={0}
        sx={(theme) => ({
          position: 'fixed',
          top: LAYOUT.toolbarHeight,
          right: 0,
          bottom: 0,
          width: SIDE_PANEL_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          borderLeft: 1,
          borderColor: 'divider',
          zIndex: theme.zIndex.appBar - 1,
        })}
      >
        <Box sx={{ flexShrink: 0 }}>{header}</Box>
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>{children}</Box>
      </Paper>
    );
  }

  return (
    <Paper
      ref={sheetRef}
      component="section"
      aria-label={label}
      data-expanded={expanded}
      elevation={12}
      // Inline, not sx: while a finger drags, the height changes every frame.
      style={{
        height: dragHeight ?? height,
        transition: dragHeight === null ? `height ${BOTTOM_SHEET.animationMs}ms ease-out` : 'none',
      }}
      sx={(theme) => ({
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: ABOVE_BOTTOM_BAR,
        mx: 'auto',
        maxWidth: theme.breakpoints.values.md,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: '16px 16px 0 0',
        zIndex: theme.zIndex.appBar - 1,
      })}
    >
      <Box {...handlers} sx={{ flexShrink: 0, touchAction: touch ? 'none' : undefined }}>
        {touch && (
          // Dragging is the way for fingers; a tap on the handle (or a screen reader) toggles.
          <ButtonBase
            aria-label={toggleLabel}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            sx={{ width: '100%', height: 20, pt: 1 }}
          >
            <Box sx={{ width: 40, height: 4, borderRadius: 2, bgcolor: 'divider' }} />
          </ButtonBase>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', pr: touch ? 0 : 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>{header}</Box>
          {!touch && (
            <IconButton
              aria-label={toggleLabel}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
            </IconButton>
          )}
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}>
        {children}
      </Box>
    </Paper>
  );
}
