import { Alert, Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import { AuthCard } from './auth-card';
import { AuthLink } from './auth-link';
import { BlockedAlert } from './blocked-alert';
import { EnterEmailStep, NewPasswordStep, VerifyCodeStep } from './reset-steps';
import { usePasswordReset } from './use-password-reset';

const STEPS = ['Enter Email', 'Verify Code', 'Reset Password'];

export default function ForgotPasswordPage() {
  const reset = usePasswordReset();
  const { step } = reset;
  return (
    <AuthCard title="Reset Password" icon={<LockResetRounded color="primary" sx={{ fontSize: 48 }} />}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 3.5 }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {reset.block.blocked && <BlockedAlert remainingMs={reset.block.remainingMs} />}
      {reset.error && (
        <Alert severity="error" role="alert" sx={{ mb: 2.5 }}>
          {reset.error}
        </Alert>
      )}
      {reset.notice && step === 1 && (
        <Alert severity="info" role="status" sx={{ mb: 2.5 }}>
          {reset.notice}
        </Alert>
      )}
      {step === 0 && <EnterEmailStep reset={reset} />}
      {step === 1 && <VerifyCodeStep reset={reset} />}
      {step === 2 && <NewPasswordStep reset={reset} />}
      {step === 3 && (
        <Alert severity="success" role="status">
          Your password has been reset. Redirecting you to Sign In…
        </Alert>
      )}
      {step < 3 && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Typography variant="body2">
            <AuthLink to="/signin">Back to Sign In</AuthLink>
          </Typography>
        </Box>
      )}
    </AuthCard>
  );
}
