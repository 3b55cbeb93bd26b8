import {
  ACTIVE_DAY_PARAM,
  activeDayParam,
  selectedDayOf,
  today as todayIn,
  type Day,
} from '@turnout/domain';
import { useLocation, useNavigate } from 'react-router';
import { useConfig } from '../../../lib/config.ts';
import { useCurrentLocation } from '../../../lib/router-location.ts';
import { useLatestCallback } from './use-latest-callback.ts';

export interface SelectedDay {
  selected: Day;
  today: Day;
  /** Selects a day: replaces `?activeDay` (no new history entry per tap), keeps the hash. */
  select: (day: Day) => void;
}

/**
 * The day the group screen shows: `?activeDay=<ms>` (the start of a day in the configured zone,
 * as notifications link it; any instant within the day works), otherwise today in that zone.
 */
export function useSelectedDay(): SelectedDay {
  const { timeZone } = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const currentLocation = useCurrentLocation();
  const today = todayIn(timeZone);
  const selected = selectedDayOf(location.search, timeZone);

  const select = useLatestCallback((day: Day) => {
    // The query and hash as they are now, not as this render saw them: a tap that lands between
    // a navigation (a notification's link to another day) and its render must keep that URL's
    // other parts and must not bring back the old one. Once the router is on another screen,
    // this one has nothing to select.
    const current = currentLocation();
    if (current.pathname !== location.pathname) return;
    const params = new URLSearchParams(current.search);
    params.set(ACTIVE_DAY_PARAM, activeDayParam(day, timeZone));
    void navigate(
      { pathname: current.pathname, search: `?${params.toString()}`, hash: current.hash },
      { replace: true, preventScrollReset: true },
    );
  });

  return { selected, today, select };
}
