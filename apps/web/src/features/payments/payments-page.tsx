import { useState } from 'react';
import { Alert, Box, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { PAYMENT_MSG } from '@quad/contract';
import { useInOverlay } from '@/shared/overlay-context';
import { useSession } from '@/shared/session';
import { ClaimDialog } from './claim-dialog';
import { PaymentHistory } from './payment-history';
import { PaymentStatusCard } from './payment-status-card';
import { PaymentSteps } from './payment-steps';
import { useMyPayments, usePaymentInstructions } from './payments-api';

/** Payments (member-app.md section 2): status, the e-Transfer steps, "I have sent it", history. */
export default function PaymentsPage() {
  const inOverlay = useInOverlay();
  const { user } = useSession();
  const instructions = usePaymentInstructions();
  const mine = useMyPayments();
  const [claiming, setClaiming] = useState(false);
  const isAdmin = user?.is_admin ?? false;

  let content;
  if (instructions.isError || mine.isError) {
    content = <Alert severity="error">{PAYMENT_MSG.loadFailed}</Alert>;
  } else if (!instructions.data || !mine.data) {
    content = (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading payment information" />
      </Box>
    );
  } else {
    const state = mine.data;
    content = (
      <Stack spacing={2}>
        <PaymentStatusCard state={state} instructions={instructions.data} isAdmin={isAdmin} />
        {!state.is_paid && !isAdmin && (
          <PaymentSteps
            instructions={instructions.data}
            underReview={state.is_under_payment_review}
            onClaim={() => setClaiming(true)}
          />
        )}
        <PaymentHistory payments={state.payments} />
        <ClaimDialog open={claiming} onClose={() => setClaiming(false)} currency={instructions.data.currency} />
      </Stack>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: inOverlay ? { xs: 2.5, sm: 4 } : { xs: 3, sm: 5 } }}>
      {/* Inside an overlay the close button sits in the top-right corner. */}
      <Typography variant="h4" component="h1" sx={{ mb: 2.5, pr: inOverlay ? 6 : 0 }}>
        Payments
      </Typography>
      {content}
    </Container>
  );
}
