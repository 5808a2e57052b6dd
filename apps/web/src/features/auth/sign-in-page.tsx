import { useState, type SubmitEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { BrandMark } from '@/shared/brand';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { PasswordField } from '@/lib/password-field';
import { useSignIn } from './use-sign-in';
import { formatCountdown } from './wait-time';

export default function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, submitting, error, retryInMs } = useSignIn();
  const ready = email.trim() !== '' && password !== '' && !submitting && retryInMs === 0;

  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    if (ready) void submit(email, password);
  };

  return (
    <AuthCard
      title="Sign In"
      subtitle="Welcome back. Sign in with your institutional email."
      icon={<BrandMark size={44} />}
    >
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2.5}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            fullWidth
            autoFocus
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            fullWidth
          />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <AuthLink to="/forgot-password" variant="body2">
              Forgot your password?
            </AuthLink>
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={!ready} fullWidth>
            {submitting ? (
              <CircularProgress size={24} color="inherit" aria-label="Signing in" />
            ) : retryInMs > 0 ? (
              `Try again in ${formatCountdown(retryInMs)}`
            ) : (
              'Sign In'
            )}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            New here? <AuthLink to="/create-account">Create Account</AuthLink>
          </Typography>
        </Stack>
      </Box>
    </AuthCard>
  );
}
