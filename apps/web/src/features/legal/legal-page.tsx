import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { useInOverlay } from '@/shared/overlay-context';
import { formatLongDate, isoLocalDate } from '@/lib/format';

/** The frame of a legal or help page: roomy on a page of its own, tighter inside an overlay. */
export function LegalPage({ children, maxWidth }: { children: ReactNode; maxWidth: number }) {
  const inOverlay = useInOverlay();
  return (
    <Container
      maxWidth={false}
      sx={inOverlay ? { py: { xs: 2.5, sm: 4 }, px: { xs: 2.5, sm: 4 } } : { py: { xs: 4, md: 7 } }}
    >
      <Box sx={{ maxWidth, mx: 'auto' }}>{children}</Box>
    </Container>
  );
}

/** The page's single h1, with an optional "Last updated" line and a short introduction. */
export function LegalHeader({
  title,
  lastUpdated,
  intro,
}: {
  title: string;
  lastUpdated?: boolean;
  intro?: ReactNode;
}) {
  const inOverlay = useInOverlay();
  // The spec shows today's date: the text on screen is always the version in force.
  const today = new Date();
  return (
    <Box component="header" sx={{ mb: { xs: 3, md: 4 }, maxWidth: '72ch' }}>
      <Typography
        variant="h3"
        component="h1"
        // Inside an overlay the close button sits in the top-right corner.
        sx={{
          fontSize: inOverlay ? { xs: 28, sm: 34 } : { xs: 30, sm: 38, md: 44 },
          lineHeight: 1.15,
          pr: inOverlay ? 6 : 0,
        }}
      >
        {title}
      </Typography>
      {lastUpdated && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Last updated: <time dateTime={isoLocalDate(today)}>{formatLongDate(today)}</time>
        </Typography>
      )}
      {intro && (
        <Typography color="text.secondary" sx={{ mt: 2, fontSize: { md: 18 }, lineHeight: 1.6 }}>
          {intro}
        </Typography>
      )}
    </Box>
  );
}
