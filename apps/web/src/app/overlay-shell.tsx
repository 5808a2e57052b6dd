import type { ReactNode } from 'react';
import { Box, Dialog, IconButton, useMediaQuery, useTheme } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { useLocation, useNavigate, type Location } from 'react-router';
import { OverlayContext } from '@/shared/overlay-context';

/** A page shown over its background page: full screen on phones, a large dialog otherwise. */
export default function OverlayShell({ background, children }: { background: Location; children: ReactNode }) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const close = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(background.pathname + background.search, { replace: true });
  };
  return (
    <Dialog
      open
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      scroll="paper"
      slotProps={{ paper: { sx: { minHeight: { sm: '60vh' }, position: 'relative' } } }}
    >
      <IconButton
        onClick={close}
        aria-label="Close"
        sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2, bgcolor: 'rgba(0,0,0,0.35)' }}
      >
        <CloseRounded />
      </IconButton>
      {/* The page scrolls inside this box rather than the paper, so the close button stays in reach.
          A new page opened in the overlay starts at its top (a new box), not where the last one was. */}
      <Box key={pathname} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
        <OverlayContext.Provider value>{children}</OverlayContext.Provider>
      </Box>
    </Dialog>
  );
}
