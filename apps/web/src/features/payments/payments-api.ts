import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMyPayments, TPaymentClaimRequest, TPaymentClaimResponse, TPaymentInstructions } from '@quad/contract';
import { api } from '@/api/client';
import { meQueryKey } from '@/app/session';

export const paymentsQueryKey = ['payments'] as const;
const instructionsQueryKey = ['payment-instructions'] as const;

/** While a payment is being reviewed, look again now and then: there is no push channel yet. */
const REVIEW_REFRESH_MS = 60_000;

export function usePaymentInstructions() {
  return useQuery({
    queryKey: instructionsQueryKey,
    queryFn: ({ signal }) => api<TPaymentInstructions>('/api/payment-instructions', { signal }),
  });
}

/** The member's status and history; refreshed when the tab regains focus. */
export function useMyPayments() {
  return useQuery({
    queryKey: paymentsQueryKey,
    queryFn: ({ signal }) => api<TMyPayments>('/api/payments', { signal }),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data?.is_under_payment_review ? REVIEW_REFRESH_MS : false),
  });
}

/** "I have sent it"; afterwards the status, history and the session's user are read again. */
export function useClaimPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentClaimRequest) =>
      api<TPaymentClaimResponse>('/api/payments/claim', { method: 'POST', body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
