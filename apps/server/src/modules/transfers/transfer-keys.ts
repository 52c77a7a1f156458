/**
 * The transfer job's names, apart from its handler so the order's placement (one SQL statement) can enqueue it
 * without importing the gateway.
 */
export const TRANSFER_JOB = 'transfer';

/** About two days of retries with the transfer backoff before a step is left to admins (as refunds). */
export const TRANSFER_MAX_ATTEMPTS = 15;

export type TransferTrigger = 'create' | 'release' | 'reverse' | 'account' | 'retry';

/**
 * One job per order and trigger (`jobs.dedupe_key` is unique per kind), so a doubled or raced approval enqueues the
 * release once. A trigger that can recur (a new payout account, an admin's retry) carries its own suffix.
 */
export const transferJobKey = (orderId: string, trigger: TransferTrigger, suffix?: string) =>
  `${orderId}:${trigger}${suffix ? `:${suffix}` : ''}`;
