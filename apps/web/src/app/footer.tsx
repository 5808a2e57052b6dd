import { Box, Container, Link, Stack, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { useEnvironment } from '@/shared/environment';
import { useOverlayNavigate } from '@/shared/overlay';

const LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/faq', label: 'FAQ' },
];

export function Footer() {
  const { support_email: supportEmail } = useEnvironment();
  const openOver = useOverlayNavigate();
  const open = (to: string) => (e: MouseEvent) => {
    e.preventDefault();
    openOver(to);
  };
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', mt: 'auto', py: 3 }}>
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1.5, sm: 3 }}
          alignItems={{ xs: 'flex-start', sm: 'center' }}
        >
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            © {new Date().getFullYear()} Quad · Made in Calgary for students
          </Typography>
          <Stack direction="row" spacing={2.5} flexWrap="wrap" useFlexGap>
            {LINKS.map((l) => (
              <Link
                key={l.to}
                href={l.to}
                onClick={open(l.to)}
                color="text.secondary"
                underline="hover"
                variant="body2"
              >
                {l.label}
              </Link>
            ))}
            <Link href={`mailto:${supportEmail}`} color="text.secondary" underline="hover" variant="body2">
              Contact
            </Link>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
