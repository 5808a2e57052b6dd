import { createTheme } from '@mui/material/styles';

export const BRAND_GRADIENT = 'linear-gradient(135deg, #ff6b8b 0%, #b76bff 55%, #7b8bff 100%)';

export const theme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#ff6b8b', contrastText: '#1a0b10' },
    secondary: { main: '#9d8bff' },
    background: { default: '#0f1115', paper: '#171a21' },
    text: { primary: '#e8eaf0', secondary: '#a3a9b8' },
    divider: 'rgba(255,255,255,0.08)',
    success: { main: '#4cc38a' },
    warning: { main: '#f5b44a' },
    // Dark text on the light red, as on the pink primary: white on it reads at only 3:1.
    error: { main: '#ff5d5d', contrastText: '#1a0b0b' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // A letter avatar (no photo yet) reads white on its colour: the default dark letter on the
    // violet reads at only 3.6:1.
    MuiAvatar: { styleOverrides: { colorDefault: { color: '#ffffff' } } },
    // A focus ring that shows on the dark theme: keyboard users see where they are.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #ffd0da', outlineOffset: 2 } } },
    },
    // Inside a card the ring is drawn within the card, which clips what lies outside it.
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: -3 } } } },
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999 } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiCard: { styleOverrides: { root: { border: '1px solid rgba(255,255,255,0.06)' } } },
    MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiDialog: { styleOverrides: { paper: { backgroundImage: 'none' } } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
