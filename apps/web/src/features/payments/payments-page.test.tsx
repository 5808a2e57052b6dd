import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COPY_FEEDBACK_MS, PAYMENT_MSG, type TMyPayments, type TPayment } from '@quad/contract';
import { renderRoutes } from '@/test-support/render';
import PaymentsPage from './payments-page';
import { stubPhoneWidth } from '@/test-support/phone-width';

const instructions = {
  amount: '20.00',
  currency: 'CAD',
  recipient_email: 'payments@quad.ca',
  payment_code: 'K7M3QX9P',
  username: 'SwiftOtter4821',
};

const record = (overrides: Partial<TPayment>): TPayment => ({
  id: 1,
  transaction_type: 'PAYMENT',
  transaction_id: null,
  description: 'e-Transfer reported by member',
  amount: 20,
  currency: 'CAD',
  remaining_amount: null,
  submitted_at: '2025-10-14T15:12:40.000Z',
  user_paid_status_after: null,
  payment_notes_to_user: null,
  status: 'pending',
  ...overrides,
});

interface Server {
  me?: { is_admin: boolean };
  payments: TMyPayments;
  failInstructions?: boolean;
}

/** Answers the calls the page makes; a claim moves the member under review. */
function serve(server: Server) {
  const calls: { url: string; body: unknown }[] = [];
  const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      calls.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url.startsWith('/api/users/me')) return json({ id: 1, is_paid: false, is_admin: false, ...server.me });
      if (url === '/api/payment-instructions') {
        return server.failInstructions ? json({ msg: 'boom' }, 500) : json(instructions);
      }
      if (url === '/api/payments') return json(server.payments);
      if (url === '/api/payments/claim') {
        const payment = record({ id: 9 });
        server.payments = { ...server.payments, is_under_payment_review: true, payments: [payment] };
        return json({
          msg: PAYMENT_MSG.claimReceived,
          payment,
          is_paid: false,
          is_under_payment_review: true,
          remaining_amount: null,
        });
      }
      return json({ msg: 'Not here' }, 404);
    }),
  );
  return calls;
}

const unpaid: TMyPayments = { is_paid: false, is_under_payment_review: false, remaining_amount: null, payments: [] };
const renderPage = () => renderRoutes([{ path: '/payments', element: <PaymentsPage /> }], '/payments');

beforeEach(() => {
  localStorage.setItem('accessToken', 'good-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('Payments page', () => {
  it('shows the status and the four e-Transfer steps with the member’s username and code', async () => {
    serve({ payments: unpaid });
    renderPage();
    const status = await screen.findByRole('region', { name: 'One-time payment' });
    expect(within(status).getByText('Unpaid')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Pay by Interac e-Transfer' });
    expect(within(steps).getByText('$20.00 CAD')).toBeInTheDocument();
    expect(within(steps).getByText('payments@quad.ca')).toBeInTheDocument();
    expect(within(steps).getByText('SwiftOtter4821 K7M3QX9P')).toBeInTheDocument();
    expect(within(steps).getByText(/final and non-refundable/)).toBeInTheDocument();
    expect(within(steps).getByText(/Canadian bank accounts only/)).toBeInTheDocument();
    expect(within(steps).getByText('Payment is processed within about 24 hours.')).toBeInTheDocument();
    expect(within(steps).getByRole('link', { name: 'Why is a payment required?' })).toHaveAttribute(
      'href',
      '/faq#payment-required',
    );
    expect(screen.getByText('No payment history')).toBeInTheDocument();
  });

  it('copies the message and says so for ten seconds', async () => {
    serve({ payments: unpaid });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    const button = await screen.findByRole('button', { name: 'Copy message' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(button);
    expect(writeText).toHaveBeenCalledWith('SwiftOtter4821 K7M3QX9P');
    expect(await screen.findByRole('button', { name: 'message copied' })).toHaveTextContent('Copied');
    await act(async () => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS - 100);
    });
    expect(screen.getByRole('button', { name: 'message copied' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('button', { name: 'Copy message' })).toHaveTextContent('Copy');
  });

  it('sends the claim with the optional details and shows the member under review', async () => {
    const calls = serve({ payments: unpaid });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'I have sent it' }));
    const dialog = screen.getByRole('dialog', { name: 'I have sent the e-Transfer' });
    await userEvent.type(within(dialog).getByLabelText('Sender name'), 'Jane Doe');
    await userEvent.type(within(dialog).getByLabelText('Amount sent'), '20,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    // Generous waits: the dialog's closing transition and the refetch take a while on a busy machine.
    expect(await screen.findByText(PAYMENT_MSG.claimReceived, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/payments/claim')?.body).toEqual({ sender_name: 'Jane Doe', amount: 20.5 });
    // Once the dialog has closed, the page shows the new status.
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'One-time payment' })).getByText('Under review'),
        ).toBeVisible(),
      { timeout: 5_000 },
    );
    expect(screen.getByRole('button', { name: 'Payment under review' })).toBeDisabled();
  }, 20_000);

  it('shows the history as a table with Paid, Unpaid, Unknown and Under review', async () => {
    serve({
      payments: {
        is_paid: true,
        is_under_payment_review: false,
        remaining_amount: 0,
        payments: [
          record({ id: 3, user_paid_status_after: true, status: 'verified', transaction_id: 'CA1abcXyz' }),
          record({
            id: 2,
            user_paid_status_after: false,
            status: 'rejected',
            payment_notes_to_user: 'Payment could not be verified',
          }),
          record({ id: 4, status: 'recorded', transaction_type: 'ADJUSTMENT' }),
          record({ id: 1 }),
        ],
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Payment history' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').at(-1)!.textContent)).toEqual([
      'Paid',
      'Unpaid',
      'Unknown',
      'Under review',
    ]);
    expect(within(table).getByText('CA1abcXyz')).toBeInTheDocument();
    expect(within(table).getByText('Payment could not be verified')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by Interac e-Transfer' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'One-time payment' })).getByText('Paid')).toBeInTheDocument();
  });

  it('shows the history as cards on a phone', async () => {
    stubPhoneWidth();
    serve({
      payments: {
        ...unpaid,
        payments: [
          record({ id: 4, amount: 10, remaining_amount: 10, status: 'recorded', user_paid_status_after: false }),
        ],
      },
    });
    renderPage();
    const history = await screen.findByRole('region', { name: 'Payment history' });
    expect(within(history).queryByRole('table')).not.toBeInTheDocument();
    const card = within(history).getByRole('listitem');
    expect(card).toHaveTextContent('$10.00 CAD');
    expect(card).toHaveTextContent('Unpaid');
    expect(card).toHaveTextContent('Remaining $10.00 CAD');
  });

  it('tells an administrator they never pay', async () => {
    serve({ me: { is_admin: true }, payments: unpaid });
    renderPage();
    expect(await screen.findByText(PAYMENT_MSG.adminsNeverPay)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I have sent it' })).not.toBeInTheDocument();
  });

  it('says when the payment information cannot be loaded', async () => {
    serve({ payments: unpaid, failInstructions: true });
    renderPage();
    expect(await screen.findByText(PAYMENT_MSG.loadFailed)).toBeInTheDocument();
  });
});
