import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The fallback for unexpected routing errors (member-app.md section 2). */
export function RouteError({ error }: { error: unknown }) {
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

interface BoundaryProps {
  /** The current path: navigating elsewhere leaves the error screen, as a router's error route does. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  resetKey: string;
}

/** Catches what a page throws while rendering (a failed lazy load included) and shows RouteError. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
