import { Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The fallback for unexpected routing errors (member-app.md section 2). */
export function RouteError() {
  const error = useRouteError();
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Box
        component="pre"
        sx={{ whiteSpace: 'pre-wrap', color: 'error.light', bgcolor: 'background.paper', p: 2, borderRadius: 2 }}
      >
        {describe(error)}
      </Box>
      <Button variant="contained" href="/" sx={{ mt: 3 }}>
        Back to Quad
      </Button>
    </Container>
  );
}
