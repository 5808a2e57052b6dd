import { useState, type SubmitEvent, type ReactNode } from 'react';
import { Box, Button, CircularProgress, Link, Stack, TextField, Typography } from '@mui/material';
import { MSG } from '@quad/contract/messages';
import { CodeField } from './code-field';
import { PasswordField } from '@/lib/password-field';
import type { usePasswordReset } from './use-password-reset';
import { useResetResend } from './use-reset-resend';
import { formatClock } from './wait-time';
import { EmailText } from './email-text';

type Reset = ReturnType<typeof usePasswordReset>;

function StepForm({ onSubmit, children }: { onSubmit(): void; children: ReactNode }) {
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2.5}>{children}</Stack>
    </Box>
  );
}

function SubmitButton({ busy, disabled, label }: { busy: boolean; disabled?: boolean; label: string }) {
  return (
    <Button type="submit" variant="contained" size="large" disabled={busy || disabled} fullWidth>
      {busy ? <CircularProgress size={24} color="inherit" aria-label="Working" /> : label}
    </Button>
  );
}

export function EnterEmailStep({ reset }: { reset: Reset }) {
  return (
    <StepForm onSubmit={() => void reset.sendCode()}>
      <Typography color="text.secondary">
        Enter the email of your account and we&apos;ll send you a 6-digit verification code.
      </Typography>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={reset.email}
        onChange={(e) => reset.setEmail(e.target.value)}
        autoFocus
        fullWidth
      />
      <SubmitButton busy={reset.busy} disabled={reset.email.trim() === ''} label="Send Verification Code" />
    </StepForm>
  );
}

export function VerifyCodeStep({ reset }: { reset: Reset }) {
  const resend = useResetResend(reset.email);
  const blocked = reset.block.blocked;
  const waiting = resend.waitMs > 0;
  return (
    <StepForm onSubmit={() => void reset.verifyCode()}>
      <Typography color="text.secondary">
        Enter the code we sent to <EmailText email={reset.email.trim()} />.
      </Typography>
      <CodeField value={reset.code} onChange={reset.setCode} disabled={blocked} />
      <SubmitButton busy={reset.busy} disabled={blocked} label="Continue" />
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      >
        {resend.remaining <= 0 ? (
          MSG.tooManyResendReset
        ) : (
          <>
            Didn&apos;t get the code?{' '}
            <Link
              component="button"
              type="button"
              onClick={() => void resend.resend(reset.sendCode)}
              disabled={blocked || waiting || reset.busy}
              underline="hover"
              sx={{ verticalAlign: 'baseline', '&:disabled': { color: 'text.disabled', cursor: 'default' } }}
            >
              {waiting ? `Resend code in ${formatClock(resend.waitMs)}` : 'Resend code'}
            </Link>
          </>
        )}
      </Typography>
    </StepForm>
  );
}

export function NewPasswordStep({ reset }: { reset: Reset }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = confirm !== '' && password !== confirm;
  return (
    <StepForm onSubmit={() => void reset.resetPassword(password, confirm)}>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        helperText="At least 8 characters"
        autoFocus
        fullWidth
      />
      <PasswordField
        label="Confirm New Password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={mismatch}
        helperText={mismatch ? "Passwords don't match" : ' '}
        fullWidth
      />
      <SubmitButton
        busy={reset.busy}
        disabled={reset.block.blocked || password === '' || confirm === ''}
        label="Reset Password"
      />
    </StepForm>
  );
}
