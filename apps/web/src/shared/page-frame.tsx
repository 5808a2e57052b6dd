import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography } from '@mui/material';
import { useInOverlay } from './overlay-context';

interface PageFrameProps {
  title: string;
  /** Beside the title (e.g. an Edit button or a save status). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a member page that also opens over another page (Profile, Settings,
 * Payments): a centred column on a full page; inside the overlay a padded body whose
 * header leaves room for the overlay's close button.
 */
export function PageFrame({ title, actions, children }: PageFrameProps) {
  const inOverlay = useInOverlay();
  const header = (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 3, pr: inOverlay ? 6 : 0, minHeight: 40 }}
    >
      <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: 26, sm: 32 } }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  );
  if (inOverlay) {
    // The overlay scrolls its own body; the page only pads it.
    return (
      <Box sx={{ px: { xs: 2, sm: 4 }, pt: { xs: 2, sm: 3 }, pb: 4 }}>
        {header}
        {children}
      </Box>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      {header}
      {children}
    </Container>
  );
}
