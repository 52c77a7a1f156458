import type { Api } from '../../lib/api';

/** DELETE /gigs/{id}. */
export const deleteGig = (api: Api, id: string) => api.del(`/gigs/${encodeURIComponent(id)}`);
