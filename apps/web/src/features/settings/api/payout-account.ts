import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPayoutAccount, TPayoutAccountBody } from '@gigbazaar/shared/schemas/payouts';
import { useApi } from '../../../app/app-context';
import { ApiError, type Api } from '../../../lib/api';

export const payoutAccountKey = ['payouts', 'account'] as const;

/** GET /payouts/account: the seller's masked payout account, or null when none was added (404). */
export const payoutAccountQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: payoutAccountKey,
    queryFn: async (): Promise<TPayoutAccount | null> => {
      try {
        return await api.get<TPayoutAccount>('/payouts/account');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

/** PUT /payouts/account: the answer is the masked account, kept as the query's data (no second read). */
export function useSavePayoutAccount() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TPayoutAccountBody) => api.put<TPayoutAccount>('/payouts/account', body),
    onSuccess: (account) => queryClient.setQueryData(payoutAccountKey, account),
  });
}
