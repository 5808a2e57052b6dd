import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaymentClaimRequest } from '@quad/contract';
import { call } from '@/api/client';
import { meQueryKey } from '@/shared/session';
import { API } from '@quad/contract/routes';

export const paymentsQueryKey = ['payments'] as const;
const instructionsQueryKey = ['payment-instructions'] as const;

/** While a payment is being reviewed, look again now and then: there is no push channel yet. */
const REVIEW_REFRESH_MS = 60_000;

export function usePaymentInstructions() {
  return useQuery({
    queryKey: instructionsQueryKey,
    queryFn: ({ signal }) => call(API.payments.instructions, { signal }),
  });
}

/** The member's status and history; refreshed when the tab regains focus. */
export function useMyPayments() {
  return useQuery({
    queryKey: paymentsQueryKey,
    queryFn: ({ signal }) => call(API.payments.mine, { signal }),
    refetchOnWindowFocus: 'always',
    refetchInterval: (query) => (query.state.data?.is_under_payment_review ? REVIEW_REFRESH_MS : false),
  });
}

/** "I have sent it"; afterwards the status, history and the session's user are read again. */
export function useClaimPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentClaimRequest) => call(API.payments.claim, { body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
        queryClient.invalidateQueries({ queryKey: meQueryKey }),
      ]);
    },
  });
}
