import { createHash, randomBytes } from 'node:crypto';
import { routeRefusal as refuse, type RouteResponse } from '../payouts/route-response';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A Razorpay-shaped id. With an idempotency key the id is derived from it, so a retried call (after a crash, in
 * another process, after a restart) answers the same transfer or reversal with nothing remembered, as Razorpay answers
 * a repeated key.
 */
function entityId(prefix: 'trf' | 'rvrsl', idempotencyKey: string | undefined): string {
  const bytes = idempotencyKey ? createHash('sha256').update(`${prefix}|${idempotencyKey}`).digest() : randomBytes(14);
  let id = `${prefix}_`;
  for (let i = 0; i < 14; i++) id += BASE62[bytes[i]! % BASE62.length];
  return id;
}

const notFound = (): RouteResponse => ({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
const paise = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * Route's transfer calls, answered as Razorpay answers them, statelessly:
 *
 *   POST  /v1/payments/{id}/transfers   `transfers: [{ account, amount, currency, on_hold, notes }]` → a collection
 *   PATCH /v1/transfers/{id}            `{ on_hold }` → the transfer
 *   POST  /v1/transfers/{id}/reversals  `{ amount }` → the reversal
 *
 * A transfer is `processed` at once (the money is at the linked account, held while `on_hold`). The sandbox keeps no
 * ledger of its own, so it cannot refuse a reversal larger than what is left; GigBazaar's transfer row is the one
 * that never asks for more.
 */
export function handleTransferCall(
  method: string,
  parts: string[],
  body: Record<string, unknown>,
  idempotencyKey: string | undefined,
): RouteResponse {
  const now = Math.floor(Date.now() / 1000);
  const [, collection, id, sub] = parts;
  if (method === 'POST' && collection === 'payments' && sub === 'transfers' && parts.length === 4) {
    if (!id || !/^pay_\w+$/.test(id)) return refuse('The id provided does not exist', 'payment_id');
    const list = Array.isArray(body.transfers) ? (body.transfers as Array<Record<string, unknown>>) : [];
    if (list.length === 0) return refuse('The transfers field is required.', 'transfers');
    const items = [];
    for (const [i, t] of list.entries()) {
      if (typeof t.account !== 'string' || !/^acc_\w+$/.test(t.account)) return refuse('Invalid account', 'account');
      if (!paise(t.amount)) return refuse('The amount must be at least INR 0.01.', 'amount');
      if (t.currency !== 'INR') return refuse('Currency is not supported', 'currency');
      items.push({
        id: entityId('trf', idempotencyKey ? `${idempotencyKey}|${i}` : undefined),
        entity: 'transfer',
        status: 'processed',
        source: id,
        recipient: t.account,
        amount: t.amount,
        currency: 'INR',
        amount_reversed: 0,
        notes: t.notes ?? {},
        on_hold: t.on_hold === true,
        on_hold_until: null,
        recipient_settlement_id: null,
        created_at: now,
        processed_at: now,
      });
    }
    return { status: 200, body: { entity: 'collection', count: items.length, items } };
  }
  if (collection !== 'transfers' || !id) return notFound();
  if (!/^trf_\w+$/.test(id)) return refuse('The id provided does not exist', 'transfer_id');
  if (method === 'PATCH' && !sub && parts.length === 3) {
    if (typeof body.on_hold !== 'boolean') return refuse('The on hold field is required.', 'on_hold');
    return {
      status: 200,
      body: { id, entity: 'transfer', status: 'processed', on_hold: body.on_hold, on_hold_until: null },
    };
  }
  if (method === 'POST' && sub === 'reversals' && parts.length === 4) {
    if (!paise(body.amount)) return refuse('The amount must be at least INR 0.01.', 'amount');
    return {
      status: 200,
      body: {
        id: entityId('rvrsl', idempotencyKey),
        entity: 'reversal',
        transfer_id: id,
        amount: body.amount,
        currency: 'INR',
        notes: body.notes ?? {},
        created_at: now,
      },
    };
  }
  return notFound();
}
