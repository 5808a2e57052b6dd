import { Typography } from '@mui/material';

/**
 * An address as an administrator may see it: in clear while the record keeps it, otherwise
 * the start of its SHA-256 hash (the whole hash on hover), which is all a deleted or blocked
 * account keeps.
 */
export function EmailOrHash({ email, hash }: { email: string | null; hash: string }) {
  if (email) return <>{email}</>;
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      title={hash}
      sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
    >
      {hash.slice(0, 16)}…
    </Typography>
  );
}
