import { Box, Button, Card, CardActionArea, Chip, Container, Stack, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { LIVE_INSTITUTIONS } from '@quad/contract/institution-domains';
import { Link as RouterLink, useNavigate } from 'react-router';
import { BRAND_GRADIENT } from '@/shared/theme';
import { visuallyHidden } from '@/lib/visually-hidden';

const fadeUp = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`;

const TAGLINE = ['No algorithms.', 'No games.', 'No subscriptions.'];

const PROMISES = [
  { title: 'Students only', text: 'Every member signs up with their institutional e-mail and verifies it.' },
  { title: 'You choose', text: 'Filter by age, height, gender, orientation and campus. Nobody ranks you.' },
  { title: 'Safe by design', text: 'Block and report in one tap. Photos and messages are screened for scams.' },
];

export default function LandingPage() {
  const navigate = useNavigate();
  return (
    <Box sx={{ animation: `${fadeUp} 600ms ease-out both` }}>
      <Box
        sx={{
          position: 'relative',
          overflow: 'hidden',
          py: { xs: 8, md: 14 },
          background:
            'radial-gradient(800px 400px at 15% 0%, rgba(255,107,139,0.18), transparent 60%), radial-gradient(700px 400px at 90% 20%, rgba(123,139,255,0.16), transparent 60%)',
        }}
      >
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography
            variant="overline"
            sx={{ color: 'text.secondary', letterSpacing: '0.2em', display: 'block', mb: 2 }}
          >
            Dating for Calgary students
          </Typography>
          <Typography
            variant="h2"
            component="h1"
            sx={{
              // Each sentence on one line ("No" never left alone): on phones the size follows the width.
              fontSize: { xs: 'min(38px, 8.5vw)', sm: 52, md: 64 },
              lineHeight: 1.05,
              background: BRAND_GRADIENT,
              backgroundClip: 'text',
              WebkitBackgroundClip: 'text',
              color: 'transparent',
            }}
          >
            {TAGLINE.map((sentence) => (
              // The spaces keep the tagline one sentence for screen readers and text search.
              <Box component="span" key={sentence} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
                {sentence}{' '}
              </Box>
            ))}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 3, fontSize: { xs: 17, md: 19 }, maxWidth: 620, mx: 'auto' }}>
            Meet people from your campus. Browse real profiles of verified students, start a conversation, and see where
            it goes.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="center" sx={{ mt: 5 }}>
            <Button component={RouterLink} to="/create-account" variant="contained" size="large" sx={{ px: 4 }}>
              Create Account
            </Button>
            <Button component={RouterLink} to="/signin" variant="outlined" size="large" color="inherit" sx={{ px: 4 }}>
              Sign In
            </Button>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ pb: 8 }}>
        <Typography variant="h5" component="h2" sx={{ mb: 3, textAlign: { xs: 'left', md: 'center' } }}>
          Live at your campus
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {LIVE_INSTITUTIONS.map((institution, i) => (
            <Card
              key={institution.id}
              sx={{
                animation: `${fadeUp} 600ms ease-out both`,
                animationDelay: `${150 + i * 100}ms`,
                transition: 'transform 160ms ease, border-color 160ms ease, box-shadow 160ms ease',
                '&:hover': {
                  transform: 'translateY(-3px)',
                  borderColor: 'primary.main',
                  boxShadow: '0 12px 32px rgba(255,107,139,0.15)',
                },
              }}
            >
              <CardActionArea
                onClick={() => void navigate('/create-account', { state: { institution: institution.name } })}
                sx={{ p: 3, height: '100%' }}
              >
                {/* The card's name comes from what it shows, led by what it does. */}
                <Box component="span" sx={visuallyHidden}>
                  Create an account at{' '}
                </Box>
                <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1.5 }} aria-hidden>
                  <Typography variant="overline" color="text.secondary" sx={{ letterSpacing: '0.12em' }}>
                    {institution.name_abbreviated}
                  </Typography>
                  <Chip
                    label="Live"
                    size="small"
                    color="success"
                    variant="outlined"
                    sx={{ fontWeight: 700, '& .MuiChip-label': { px: 1.25 } }}
                  />
                </Stack>
                <Typography variant="h6" component="h3">
                  {institution.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  Sign up with your @{institution.domains[0]} e-mail
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Box>

        <Box
          sx={{
            mt: 8,
            display: 'grid',
            gap: { xs: 3, md: 4 },
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          {PROMISES.map((p) => (
            <Box key={p.title}>
              <Typography variant="h6" component="h3" gutterBottom>
                {p.title}
              </Typography>
              <Typography color="text.secondary">{p.text}</Typography>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
