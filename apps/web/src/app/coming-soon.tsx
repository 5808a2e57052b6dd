import { Container, Typography } from '@mui/material';

/** A screen whose feature has not landed yet in this build. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">This screen is coming in this release.</Typography>
    </Container>
  );
}
