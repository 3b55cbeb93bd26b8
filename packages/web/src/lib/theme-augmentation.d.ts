import '@mui/material/styles';

// SPEC §9 adds an xxl breakpoint (2560 px) above MUI's five.
declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}
