import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useRouteHandle } from '../shell/route-handle.ts';
import { TopBar } from '../shell/top-bar.tsx';

/** Frame for the pages a visitor may open without an account: privacy, about, not found. */
export function NoAuthLayout({ children }: { children: ReactNode }) {
  const handle = useRouteHandle();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {/* No main routes for visitors, so there is always a way back. */}
      <TopBar handle={handle && { ...handle, main: false }} actionsSlotRef={() => undefined} />
      <Box component="main" sx={{ flex: 1 }}>
        {children}
      </Box>
    </Box>
  );
}
