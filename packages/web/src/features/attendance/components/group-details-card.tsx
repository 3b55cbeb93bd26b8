import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

interface GroupDetailsCardProps {
  location: string | undefined;
  description: string | undefined;
}

const CLAMPED_LINES = 2;

/** SPEC §2: the group's location and description, pinned above the calendar. */
export function GroupDetailsCard({ location, description }: GroupDetailsCardProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const text = useRef<HTMLParagraphElement | null>(null);

  // "Show more" only when the clamped description really hides something. Measured again when
  // the width changes and once the web font has loaded, which changes where lines break. The
  // first measurement waits for the browser's own layout (a ResizeObserver reports right after
  // it, before the paint), rather than forcing one in the middle of the screen's first render;
  // flushSync shows the button in that same paint, so nothing below it moves.
  useLayoutEffect(() => {
    const element = text.current;
    if (!element || open) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    let active = true;
    void document.fonts?.ready.then(() => active && measure());
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, [description, open]);

  if (!location && !description) return null;

  return (
    <Paper
      component="section"
      aria-label={t('attendance.groupDetails')}
      variant="outlined"
      sx={{ px: 2, py: 1.25, mb: 0.5 }}
    >
      {location && (
        <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 500 }}>
          <PlaceOutlinedIcon
            fontSize="small"
            color="primary"
            titleAccess={t('attendance.location')}
          />
          {location}
        </Typography>
      )}
      {description && (
        <Box>
          <Typography
            ref={text}
            variant="body2"
            color="text.secondary"
            sx={{
              mt: location ? 0.5 : 0,
              whiteSpace: 'pre-line',
              overflowWrap: 'anywhere',
              ...(!open && {
                display: '-webkit-box',
                WebkitLineClamp: CLAMPED_LINES,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }),
            }}
          >
            {description}
          </Typography>
          {(overflows || open) && (
            <Button
              size="small"
              onClick={() => setOpen(!open)}
              aria-expanded={open}
              sx={{ ml: -1 }}
            >
              {open ? t('attendance.showLess') : t('attendance.showMore')}
            </Button>
          )}
        </Box>
      )}
    </Paper>
  );
}
