import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

/**
 * A local stand-in for Razorpay's Orders API (POST /v1/orders with basic auth), enough to exercise the razorpay
 * gateway adapter end to end without the network. It records what it was sent; `fail` makes it answer 500.
 */
export async function startRazorpayStandIn(keyId: string, keySecret: string) {
  const received: Array<{ auth: boolean; body: Record<string, unknown> }> = [];
  const state = { fail: false };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => resolve(data));
    });
  const server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}') as Record<string, unknown>;
    const auth = req.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
    received.push({ auth, body });
    res.setHeader('content-type', 'application/json');
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
