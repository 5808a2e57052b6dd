import { useState, type SubmitEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { MSG } from '@quad/contract/messages';
import { AuthLink } from './auth-link';
import { BlockedAlert } from './blocked-alert';
import { blockedUntilKey } from './blocked-until';
import { CodeField } from './code-field';
import { EmailText } from './email-text';
import { useBlockedUntil } from './use-blocked-until';
import { useSignupResend } from './use-signup-resend';
import { useVerifyEmail } from './use-verify-email';
import { formatClock, formatCountdown } from './wait-time';

/** Enter the 6-digit code e-mailed to `email`, resend it, or give up on this e-mail. */
export function VerificationView({ email, onAlreadyVerified }: { email: string; onAlreadyVerified(): void }) {
  const [code, setCode] = useState('');
  const block = useBlockedUntil(blockedUntilKey('verification', email));
  const verification = useVerifyEmail(email, block, onAlreadyVerified);
  const resend = useSignupResend({
    email,
    verificationBlock: block,
    onAlreadyVerified,
    onError: verification.setError,
  });

  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    if (!verification.submitting) void verification.verify(code);
  };

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          We sent a 6-digit code to <EmailText email={email} />. Enter it below to finish creating your account.
        </Typography>
        {block.blocked && <BlockedAlert remainingMs={block.remainingMs} />}
        {verification.error && (
          <Alert severity="error" role="alert">
            {verification.error}
          </Alert>
        )}
        {resend.notice && (
          <Alert severity="success" role="status">
            {resend.notice}
          </Alert>
        )}
        <CodeField value={code} onChange={setCode} disabled={block.blocked} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={block.blocked || verification.submitting}
          fullWidth
        >
          {verification.submitting ? (
            <CircularProgress size={24} color="inherit" aria-label="Verifying" />
          ) : (
            'Verify and Sign In'
          )}
        </Button>
        <ResendLine resend={resend} blocked={block.blocked} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          Wrong email? <AuthLink to="/create-account">Back to Create Account</AuthLink>
        </Typography>
      </Stack>
    </Box>
  );
}

function ResendLine({ resend, blocked }: { resend: ReturnType<typeof useSignupResend>; blocked: boolean }) {
  if (resend.blockedMs > 0) {
    return (
      <Typography variant="body2" color="warning.main" sx={{ textAlign: 'center' }} role="status">
        {MSG.tooManyResendSignup} You can ask for a new code in {formatCountdown(resend.blockedMs)}.
      </Typography>
    );
  }
  const waiting = resend.waitMs > 0;
  const disabled = blocked || waiting || resend.sending || resend.remaining <= 0;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}>
      Didn&apos;t get the code?{' '}
      <Link
        component="button"
        type="button"
        onClick={() => void resend.resend()}
        disabled={disabled}
        underline="hover"
        sx={{
          verticalAlign: 'baseline',
          '&:disabled': { color: 'text.disabled', cursor: 'default', textDecoration: 'none' },
        }}
      >
        {waiting ? `Resend code in ${formatClock(resend.waitMs)}` : 'Resend code'} ({resend.remaining} left)
      </Link>
    </Typography>
  );
}
