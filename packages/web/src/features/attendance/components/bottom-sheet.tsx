import { BOTTOM_SHEET } from '@turnout/domain';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandLessIcon, ExpandMoreIcon } from '../../../components/ui/icons.tsx';
import { IconButton } from '../../../components/ui/ui.tsx';
import styles from './calendar.module.css';
import { useLatestCallback } from '../hooks/use-latest-callback.ts';
import { useSheetDrag } from '../hooks/use-sheet-drag.ts';
import { useSheetGeometry } from '../hooks/use-sheet-geometry.ts';


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
 */
export function BottomSheet(props: BottomSheetProps) {
  const { label, header, children, sheetRef, onExpandedChange } = props;
  const { t } = useTranslation();
  const { touch, collapsed, expanded: expandedHeight } = useSheetGeometry();
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

  return (
    <section
      ref={sheetRef}
      aria-label={label}
      data-expanded={expanded}
      className={styles.sheet}
      // Inline: while a finger drags, the height changes every frame.
      style={{
        height: dragHeight ?? height,
        transition: dragHeight === null ? `height ${BOTTOM_SHEET.animationMs}ms ease-out` : 'none',
      }}
    >
      <div {...handlers} className={styles.sheetTop} data-touch={touch}>
        {touch && (
          // Dragging is the way for fingers; a tap on the handle (or a screen reader) toggles.
          <button
            type="button"
            className={styles.handle}
            aria-label={toggleLabel}
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            <span />
          </button>
        )}
        <div className={styles.sheetHeader} data-touch={touch}>
          <div>{header}</div>
          {!touch && (
            <IconButton
              aria-label={toggleLabel}
              aria-expanded={expanded}
              onClick={() => setExpanded(!expanded)}
            >
              {expanded ? <ExpandMoreIcon /> : <ExpandLessIcon />}
            </IconButton>
          )}
        </div>
      </div>
      <div className={styles.sheetBody}>{children}</div>
    </section>
  );
}
