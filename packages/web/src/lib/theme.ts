import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, LAYOUT, OVERLAY_Z_INDEX, THEME } from './ui-constants.ts';

// `startup-space`, the default theme of SPEC §3/§9. Sizes come from the domain constants so the
// theme, the layout and the tests agree on one number each.
function createStartupSpaceTheme(): Theme {
  return createTheme({
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
    // Dialogs and menus sit on the spec's overlay layer; toasts and tooltips must stay above
    // them, or an error toast raised inside the Log In dialog would be hidden behind it.
    zIndex: {
      modal: OVERLAY_Z_INDEX,
      snackbar: OVERLAY_Z_INDEX + 100,
      tooltip: OVERLAY_Z_INDEX + 200,
    },
    components: {
      // A keyboard user sees where they are on every control, not only on the calendar's days:
      // a ring in the control's own text colour shows on light screens and on the blue app bar;
      // inside the control, so a card or a button group that clips its children keeps it.
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: -2 },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { fullWidth: true, margin: 'dense' } },
    },
  });
}

export const themes = { [THEME.name]: createStartupSpaceTheme() } as const;

export const defaultTheme: Theme = themes[THEME.name];
