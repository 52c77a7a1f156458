import type { QueryClient } from '@tanstack/react-query';
import type { TGig, TGigBody } from '@gigbazaar/shared/schemas/gigs';
import type { Api } from '../../lib/api';

/** POST /gigs (sellers). */
export const createGig = (api: Api, body: TGigBody) => api.post<TGig>('/gigs', body);
/** PUT /gigs/{id} (the owner; the full gig). */
export const updateGig = (api: Api, id: string, body: TGigBody) =>
  api.put<TGig>(`/gigs/${encodeURIComponent(id)}`, body);

/** Every cached gig list and page may show the changed gig: refetch them. */
export const forgetGigs = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['gigs'] });
