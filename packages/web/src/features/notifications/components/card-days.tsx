import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import type { Notification } from '@turnout/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/datetime.ts';

/** A grouped card's days behind a toggle: each opens its own day (and marks it read). */
export function CardDays({
  days,
  onOpenDay,
}: {
  days: Notification[];
  onOpenDay: (notification: Notification) => void;
}) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <Box sx={{ px: 2, pb: 1 }}>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={listId}
        endIcon={
          <ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none' }} aria-hidden />
        }
        onClick={() => setOpen((value) => !value)}
      >
        {t('notifications.showDays', { count: days.length })}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Box component="ul" id={listId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {days.map((day) => (
            <li key={day.id}>
              <Button
                fullWidth
                color="inherit"
                onClick={() => onOpenDay(day)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', textTransform: 'none' }}
              >
                <Box>
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {format(day.context.timestamp, 'fullDate')}
                  </Typography>
                  {day.context.note && (
                    <Typography
                      component="span"
                      variant="body2"
                      sx={{ display: 'block', fontStyle: 'italic' }}
                    >
                      {t('notifications.noteOf', { note: day.context.note })}
                    </Typography>
                  )}
                </Box>
              </Button>
            </li>
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
