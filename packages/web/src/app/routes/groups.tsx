import { useState } from 'react';
import { useWeek } from '../../features/attendance/api/get-week.ts';
import { MyWeek } from '../../features/attendance/components/my-week.tsx';
import { GroupsScreen } from '../../features/groups/components/groups-screen.tsx';
import { SCREEN_FONT_WEIGHTS, useFontWeights } from '../../lib/web-font.ts';

// The groups screen starts with "My week" (attendance), beside the lists on a wide screen. The
// screen shows the lists once the week has come, so they do not jump when it arrives above, and
// both a moment after, with the font's weights they are written in when those are at hand.
export function Component() {
  const week = useWeek();
  const come = week.data !== undefined || week.isError || week.isPaused;
  const fonts = useFontWeights(SCREEN_FONT_WEIGHTS, come);
  // Once come, failed or waiting for the network, it stays settled: a retry (the week mounting
  // its own observer) must not take the lists away again.
  const [settled, setSettled] = useState(false);
  if (!settled && come && fonts) setSettled(true);
  return <GroupsScreen week={<MyWeek ready={settled} />} weekSettled={settled} />;
}
