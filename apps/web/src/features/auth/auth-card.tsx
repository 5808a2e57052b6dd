import type { ReactNode } from 'react';
import { Box, Card, Container, Typography } from '@mui/material';
import { useInOverlay } from '@/shared/overlay-context';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** Shown above the title (a status icon or the brand mark). */
  icon?: ReactNode;
  /** The form pages are narrow; the sign-up form needs room for two columns. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/**
 * The frame of every account screen: a centred card on its own page, or plain content
 * inside an overlay dialog (which already is a card).
 */
export function AuthCard({ title, subtitle, icon, width = 'narrow', children }: AuthCardProps) {
  const inOverlay = useInOverlay();
  const maxWidth = width === 'wide' ? 640 : 440;
  const content = (
    <>
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        {icon && <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>{icon}</Box>}
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 30 } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </>
  );

  if (inOverlay) {
    return <Box sx={{ maxWidth, mx: 'auto', width: '100%', px: { xs: 2.5, sm: 4 }, pt: 6, pb: 4 }}>{content}</Box>;
  }
  return (
    <Box
      sx={{
        flexGrow: 1,
        background: 'radial-gradient(700px 320px at 50% 0%, rgba(255,107,139,0.10), transparent 70%)',
      }}
    >
      <Container sx={{ maxWidth: { xs: maxWidth + 24, sm: maxWidth + 48 }, py: { xs: 3, sm: 8 } }} disableGutters>
        <Box sx={{ px: { xs: 1.5, sm: 3 } }}>
          <Card sx={{ px: { xs: 2.25, sm: 4 }, py: { xs: 3, sm: 4 }, borderRadius: '20px' }}>{content}</Card>
        </Box>
      </Container>
    </Box>
  );
}
