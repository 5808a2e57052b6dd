import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import BlockRounded from '@mui/icons-material/BlockRounded';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ReportGmailerrorredRounded from '@mui/icons-material/ReportGmailerrorredRounded';
import { MSG } from '@quad/contract/messages';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NetworkError } from '@/api/client';
import { AuthCard } from './auth-card';
import { authApi, serverMsg } from './auth-api';
import { EmailText } from './email-text';

const CONSEQUENCES = [
  'This email address will be permanently blocked.',
  'No more verification emails will be sent to it.',
  'Only an administrator can unblock it.',
];

type ReportState = 'ready' | 'submitting' | 'blocked';

/** "I did not request this": blocks the e-mail named by the link (member-app.md section 2). */
export default function ReportEmailPage() {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  const [state, setState] = useState<ReportState>('ready');
  const [error, setError] = useState<string | null>(null);

  if (!email || !code) {
    return (
      <AuthCard title="Invalid report link" icon={<ErrorOutlineRounded color="error" sx={{ fontSize: 48 }} />}>
        <Stack spacing={3}>
          <Alert severity="error">{MSG.invalidReportLink}</Alert>
          <HomeButton />
        </Stack>
      </AuthCard>
    );
  }

  if (state === 'blocked') {
    return (
      <AuthCard
        title="Email Blocked Successfully"
        subtitle="Thank You for Your Report"
        icon={<CheckCircleOutlineRounded color="success" sx={{ fontSize: 48 }} />}
      >
        <Stack spacing={3} sx={{ textAlign: 'center' }}>
          <Typography color="text.secondary">
            <EmailText email={email} /> is now blocked. No more verification emails will be sent to it.
          </Typography>
          <HomeButton />
        </Stack>
      </AuthCard>
    );
  }

  const block = async () => {
    setState('submitting');
    setError(null);
    try {
      await authApi.reportUnwantedEmail(email, code);
      setState('blocked');
    } catch (err) {
      setError(
        err instanceof NetworkError
          ? 'Failed to submit report. Please try again.'
          : (serverMsg(err) ?? 'An error occurred while processing your report.'),
      );
      setState('ready');
    }
  };

  return (
    <AuthCard title="Report Unwanted Email" icon={<ReportGmailerrorredRounded color="warning" sx={{ fontSize: 48 }} />}>
      <Stack spacing={2.5}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          Did you request a verification code for <EmailText email={email} />? If you did not, you can block this email
          address.
        </Typography>
        <List dense disablePadding sx={{ bgcolor: 'rgba(255,255,255,0.03)', borderRadius: '14px', px: 1.5, py: 1 }}>
          {CONSEQUENCES.map((text) => (
            <ListItem key={text} disableGutters>
              <ListItemIcon sx={{ minWidth: 34 }}>
                <BlockRounded fontSize="small" color="warning" />
              </ListItemIcon>
              <ListItemText primary={text} />
            </ListItem>
          ))}
        </List>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/" variant="outlined" color="inherit" size="large" fullWidth>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="error"
            size="large"
            onClick={() => void block()}
            disabled={state === 'submitting'}
            startIcon={state === 'submitting' ? <CircularProgress size={18} color="inherit" /> : undefined}
            fullWidth
          >
            {state === 'submitting' ? 'Blocking Email...' : 'Block This Email'}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

function HomeButton() {
  return (
    <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
      Go to Homepage
    </Button>
  );
}
