import type { ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { PAYMENT_MSG, type TPaymentInstructions } from '@quad/contract';
import { useOverlayNavigate } from '@/shared/overlay';
import { CopyButton } from './copy-button';

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ py: 1.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
        }}
      >
        {n}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography fontWeight={600} sx={{ mb: 0.75 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Stack>
  );
}

/** A value to type into the banking app, with its copy button. */
function CopyRow({ value, label, display }: { value: string; label: string; display?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Box
        sx={{
          px: 1.5,
          py: 0.75,
          borderRadius: 1,
          bgcolor: 'rgba(255,255,255,0.06)',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          fontSize: '1rem',
          wordBreak: 'break-all',
        }}
      >
        {display ?? value}
      </Box>
      <CopyButton value={value} label={label} />
    </Stack>
  );
}

/** The four e-Transfer steps of the Payments screen. */
export function PaymentSteps({
  instructions,
  underReview,
  onClaim,
}: {
  instructions: TPaymentInstructions;
  underReview: boolean;
  onClaim: () => void;
}) {
  const overlayNavigate = useOverlayNavigate();
  const note = `${instructions.username} ${instructions.payment_code}`;
  return (
    <Card component="section" aria-labelledby="payment-steps-heading">
      <CardContent>
        <Typography id="payment-steps-heading" variant="h6" component="h2">
          Pay by Interac e-Transfer
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          <Step n={1} title="Send this amount">
            <CopyRow
              value={instructions.amount}
              label="amount"
              display={`$${instructions.amount} ${instructions.currency}`}
            />
          </Step>
          <Step n={2} title="To this e-mail address">
            <CopyRow value={instructions.recipient_email} label="e-mail address" />
          </Step>
          <Step n={3} title="With your username and payment code in the message">
            <CopyRow value={note} label="message" />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              Username <strong>{instructions.username}</strong> · Payment code{' '}
              <strong>{instructions.payment_code}</strong>
            </Typography>
          </Step>
          <Step n={4} title="Tell us you have sent it">
            <Button variant="contained" onClick={onClaim} disabled={underReview}>
              {underReview ? 'Payment under review' : 'I have sent it'}
            </Button>
          </Step>
        </Box>
        <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            <li>{PAYMENT_MSG.processingTime}.</li>
            <li>Interac e-Transfer works from Canadian bank accounts only.</li>
            <li>The payment is final and non-refundable.</li>
          </Box>
        </Alert>
        <Link
          href="/faq#payment-required"
          onClick={(e) => {
            // A modified click (new tab, new window) is left to the browser.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            overlayNavigate('/faq#payment-required');
          }}
          sx={{ display: 'inline-block', mt: 2 }}
        >
          Why is a payment required?
        </Link>
      </CardContent>
    </Card>
  );
}
