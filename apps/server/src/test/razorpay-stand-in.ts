import { createServer } from 'node:http';
import { hasBasicAuth, listenOnLoopback, readJsonBody } from './stand-in-http';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for Razorpay's Orders API (POST /v1/orders with basic auth) and Refunds API
 * (POST /v1/payments/{id}/refund with `X-Refund-Idempotency`), enough to exercise the razorpay gateway adapter end to
 * end without the network. It records what it was sent; `fail` makes it answer 500; `refundStatus` is the state new
 * refunds are in; `onRefund` runs once a refund's answer has been sent (the kill test kills the server there).
 */
export async function startRazorpayStandIn(keyId: string, keySecret: string) {
  const received: Array<{
    auth: boolean;
    body: Record<string, unknown>;
    url?: string;
    idempotencyKey?: string;
  }> = [];
  const state: {
    fail: boolean;
    refundStatus: 'processed' | 'pending' | 'failed';
    onRefund?: (refund: Record<string, unknown>) => void;
  } = { fail: false, refundStatus: 'processed' };
  /** The refunds made, by idempotency key: one per key, however often it is sent. */
  const refunds = new Map<string, { body: string; refund: Record<string, unknown> }>();
  const server = createServer(async (req, res) => {
    const body = await readJsonBody(req);
    const auth = hasBasicAuth(req, keyId, keySecret);
    const idempotencyKey = req.headers['x-refund-idempotency'];
    received.push({
      auth,
      body,
      url: req.url,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
    });
    res.setHeader('content-type', 'application/json');
    const refundPath = req.method === 'POST' ? /^\/v1\/payments\/(pay_\w+)\/refund$/.exec(req.url ?? '') : null;
    if (refundPath) {
      if (!auth) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
      }
      if (state.fail) {
        res.statusCode = 500;
        return res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'internal' } }));
      }
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : '';
      const sent = JSON.stringify(body);
      const known = refunds.get(key);
      if (known && known.body !== sent) {
        res.statusCode = 400;
        return res.end(
          JSON.stringify({
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Different request with the same idempotency key has already been processed.',
            },
          }),
        );
      }
      const refund = known?.refund ?? {
        id: `rfnd_${randomBytes(7).toString('hex')}`,
        entity: 'refund',
        amount: body.amount,
        currency: 'INR',
        payment_id: refundPath[1],
        notes: body.notes ?? {},
        status: state.refundStatus,
        speed_requested: body.speed ?? 'normal',
        created_at: Math.floor(Date.now() / 1000),
      };
      if (key && !known) refunds.set(key, { body: sent, refund });
      res.on('finish', () => state.onRefund?.(refund));
      return res.end(JSON.stringify(refund));
    }
    if (req.method !== 'POST' || req.url !== '/v1/orders') {
      res.statusCode = 404;
      return res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }));
    }
    if (!auth) {
      res.statusCode = 401;
      return res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }));
    }
    if (state.fail) {
      res.statusCode = 500;
      return res.end(JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'internal' } }));
    }
    res.end(
      JSON.stringify({
        id: `order_${randomBytes(7).toString('hex')}`,
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
        notes: body.notes,
        created_at: Math.floor(Date.now() / 1000),
      }),
    );
  });
  const { url, close } = await listenOnLoopback(server);
  return {
    url,
    received,
    state,
    refunds,
    close,
  };
}
