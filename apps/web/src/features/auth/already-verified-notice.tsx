import { Button, Stack, Typography } from '@mui/material';
import { useAuthNavigate } from './use-auth-navigate';
import { EmailText } from './email-text';

/** The account of this e-mail is verified already: the member signs in instead. */
export function AlreadyVerifiedNotice({ email }: { email: string }) {
  const go = useAuthNavigate();
  return (
    <Stack spacing={3} sx={{ textAlign: 'center' }}>
      <Typography color="text.secondary">
        An account with <EmailText email={email} /> is already verified. Please sign in with your email and password.
      </Typography>
      <Button variant="contained" size="large" onClick={() => go('/signin')} fullWidth>
        Sign In
      </Button>
    </Stack>
  );
}
