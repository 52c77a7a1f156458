import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The plumbing every local stand-in for Razorpay needs, so each stand-in holds only what its API answers. */

/** The request's JSON body; an empty body reads as `{}`, as Razorpay's GETs and bare POSTs send none. */
export async function readJsonBody(req: IncomingMessage) {
  const data = await new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(text));
  });
  return JSON.parse(data || '{}') as Record<string, unknown>;
}

/** Whether the request carries the key pair as HTTP basic auth, the way Razorpay's API is called. */
export function hasBasicAuth(req: IncomingMessage, keyId: string, keySecret: string) {
  return req.headers.authorization === `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
}

/** Starts the server on a free loopback port (tests run side by side) and says where it is and how to stop it. */
export async function listenOnLoopback(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
