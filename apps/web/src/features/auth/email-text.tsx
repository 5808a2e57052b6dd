import { Box } from '@mui/material';

/** An e-mail address inside a sentence: emphasised, and wrapped only where it must be. */
export function EmailText({ email }: { email: string }) {
  return (
    <Box component="strong" sx={{ color: 'text.primary', fontWeight: 700, overflowWrap: 'anywhere' }}>
      {email}
    </Box>
  );
}
