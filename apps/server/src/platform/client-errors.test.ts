import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../test/test-app';

let app: App;
let port: number;
beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(() => app.close());

/**
 * Sends raw bytes on a new connection and reads everything until the server closes it. A reset after the answer
 * (the server closes a connection it refused) is not a failure: what arrived before it is the answer.
 */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers headers over the size limit with 431 in the API error shape', async () => {
    // Just over node's 16 KB limit, so the server has read every byte when it answers: closing a socket with
    // unread bytes resets it, and the client could lose the answer to the reset.
    const res = await raw(`GET /api/gigs HTTP/1.1\r\nHost: x\r\nX-Pad: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(res.body)).toEqual({ code: 'too_large', message: 'The request headers are too large.' });
  });

  it('answers a request line it cannot read with 400 in the API error shape', async () => {
    const res = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ code: 'validation', message: 'The request could not be read.' });
  });

  it('still serves a well-formed request', async () => {
    const res = await raw('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});

describe('paths the router refuses before any route runs', () => {
  it('answers a path parameter over the router’s limit with 414, and a broken % escape with 400, in the API shape', async () => {
    const long = await app.inject({ method: 'GET', url: `/api/gigs/single/${'x'.repeat(300)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ code: 'too_large', message: 'The address is too long.' });
    const broken = await app.inject({ method: 'GET', url: '/api/gigs/single/%E0%A4%A' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'validation', message: 'The address could not be read.' });
  });
});
