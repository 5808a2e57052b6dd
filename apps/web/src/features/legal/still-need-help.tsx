import { Box, Button, Paper, Typography } from '@mui/material';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import { MailLink } from './legal-links';

/** The closing block of the FAQ: where to write when no answer fitted. */
export function StillNeedHelp({ supportEmail }: { supportEmail: string }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="still-need-help-heading"
      sx={{
        p: { xs: 2.5, sm: 4 },
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: { xs: 2, sm: 4 },
        borderColor: 'rgba(157,139,255,0.35)',
        background: 'linear-gradient(135deg, rgba(255,107,139,0.08), rgba(123,139,255,0.08))',
      }}
    >
      <Box sx={{ flexGrow: 1 }}>
        <Typography
          id="still-need-help-heading"
          variant="h5"
          component="h2"
          sx={{ mb: 1, fontSize: { xs: 20, sm: 22 } }}
        >
          Still Need Help?
        </Typography>
        <Typography color="text.secondary" sx={{ lineHeight: 1.6 }}>
          Write to us at <MailLink email={supportEmail} />. Send it from your account’s e-mail address and include your
          username, so we can find your account quickly.
        </Typography>
      </Box>
      <Button
        href={`mailto:${supportEmail}`}
        variant="contained"
        startIcon={<MailOutlineRounded />}
        sx={{ flexShrink: 0, px: 3 }}
      >
        Email Support
      </Button>
    </Paper>
  );
}
