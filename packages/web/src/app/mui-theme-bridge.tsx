// TRANSITIONAL: delete this file (and its use in app.tsx) with the MUI packages.
// Until every feature is ported to components/ui (ADR 018), the screens MUI still draws keep the
// product's colours, sizes and layers: without it MUI falls back to its own blue, which fails
// the contrast checks. Nothing of the kit reads this theme; tokens.css is the source of truth.
import { createTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import type { ReactNode } from 'react';
import { BREAKPOINTS, LAYOUT, OVERLAY_Z_INDEX, THEME } from '../lib/ui-constants.ts';

const theme = createTheme({
  palette: {
    primary: { main: THEME.primary },
    secondary: { main: THEME.accent, contrastText: '#fff' },
    background: { default: THEME.background },
  },
  breakpoints: { values: BREAKPOINTS },
  mixins: { toolbar: { minHeight: LAYOUT.toolbarHeight } },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 8 },
  zIndex: {
    modal: OVERLAY_Z_INDEX,
    snackbar: OVERLAY_Z_INDEX + 100,
    tooltip: OVERLAY_Z_INDEX + 200,
  },
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 } },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
  },
});

export function MuiThemeBridge({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
