import type { TAdminMail, TMailStatus } from '@gigbazaar/shared/schemas/mail';
import type { Api } from '../../../lib/api';
import { keysetListQueryOptions } from './keyset-list';

export const adminMailKey = ['admin', 'mail'] as const;
const PAGE = 25;

/** GET /admin/mail?status=: the outbox by delivery state, newest first, paged over X-Next-Cursor. */
export const adminMailQueryOptions = (api: Api, status: TMailStatus) =>
  keysetListQueryOptions<TAdminMail>(api, [...adminMailKey, status], '/admin/mail', { status, limit: String(PAGE) });

/** POST /admin/mail/{id}/retry: a failed mail back in the queue with fresh attempts. */
export const retryMail = (api: Api, id: string) => api.post<TAdminMail>(`/admin/mail/${encodeURIComponent(id)}/retry`);
