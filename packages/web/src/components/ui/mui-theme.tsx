// Spike: MUI's theme for the MUI islands (dialogs, menus, drawer, toast) that load lazily; the
// start-up path has no theme provider and no emotion.
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { defaultTheme } from '../../lib/theme.ts';

export default function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={defaultTheme}>{children}</ThemeProvider>;
}
