import { queryOptions } from '@tanstack/react-query';
import type { TSellerApplication, TSellerApplicationResponse } from '@gigbazaar/shared/schemas/sellers';
import { ApiError, type Api } from '../../../lib/api';

export const myApplicationKey = ['sellers', 'my-application'] as const;

/** GET /sellers/my-application: the application from `data.data`, or null on a 404 ("none yet"). */
export const myApplicationQueryOptions = (api: Api) =>
  queryOptions({
    queryKey: myApplicationKey,
    queryFn: async (): Promise<TSellerApplication | null> => {
      try {
        return (await api.get<TSellerApplicationResponse>('/sellers/my-application')).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
