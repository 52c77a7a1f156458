import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { hasBasicAuth, listenOnLoopback, readJsonBody } from './stand-in-http';
import { handleRouteCall } from '../modules/payouts/linked-accounts';

/**
 * A local stand-in for Razorpay Route (linked accounts: POST /v2/accounts, stakeholders, products; transfers:
 * POST /v1/payments/{id}/transfers, PATCH /v1/transfers/{id}, POST /v1/transfers/{id}/reversals) and the Orders and
 * refund calls an order's life needs (POST /v1/orders, POST /v1/payments/{id}/refund), for the Razorpay adapter's tests: it checks the key, records every request
 * (method, path, idempotency key, body) and answers as Razorpay does. `mode` makes it answer 500 (down) or 400 (a
 * refusal) instead; `downFor` answers 500 to that many calls, then recovers.
 */
export async function startRouteStandIn(keyId: string, keySecret: string) {
  const received: Array<{
    method: string;
    path: string;
    auth: boolean;
    idempotencyKey?: string;
    body: Record<string, unknown>;
  }> = [];
  const state: { mode: 'ok' | 'down' | 'refuse'; downFor: number } = { mode: 'ok', downFor: 0 };
  const server = createServer(async (req, res) => {
    const body = await readJsonBody(req);
    const auth = hasBasicAuth(req, keyId, keySecret);
    const key =
      req.headers['idempotency-key'] ?? req.headers['x-transfer-idempotency'] ?? req.headers['x-refund-idempotency'];
    received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      auth,
      idempotencyKey: typeof key === 'string' ? key : undefined,
      body,
    });
    res.setHeader('content-type', 'application/json');
    const answer = (status: number, json: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(json));
    };
    if (!auth) return answer(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    if (state.mode === 'down' || state.downFor > 0) {
      state.downFor = Math.max(0, state.downFor - 1);
      return answer(500, { error: { code: 'SERVER_ERROR', description: 'internal' } });
    }
    if (state.mode === 'refuse') {
      return answer(400, {
        error: { code: 'BAD_REQUEST_ERROR', description: `Invalid data ${JSON.stringify(body)}`, field: 'settlements' },
      });
    }
    const refund = /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(req.url ?? '');
    if (req.method === 'POST' && refund) {
      const id = `rfnd_${typeof key === 'string' ? key.replace(/\W/g, '').slice(-14) : randomBytes(7).toString('hex')}`;
      return answer(200, { id, entity: 'refund', amount: body.amount, payment_id: refund[1], status: 'processed' });
    }
    if (req.method === 'POST' && req.url === '/v1/orders') {
      const id = `order_${randomBytes(7).toString('hex')}`;
      return answer(200, { id, entity: 'order', amount: body.amount, currency: 'INR', status: 'created' });
    }
    const result = handleRouteCall(req.method ?? '', req.url ?? '', body, typeof key === 'string' ? key : undefined);
    answer(result.status, result.body);
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    received,
    state,
    close,
  };
}
