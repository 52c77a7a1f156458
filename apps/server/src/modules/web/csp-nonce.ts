import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const nonces = new WeakMap<ServerResponse, string>();

/**
 * The Content-Security-Policy nonce of one response: made on first use, then the same for the rest of it. Helmet
 * asks for it when it writes the header (app.ts) and the page renderer when it writes the inline scripts
 * (serve-web.ts), so the two always match and no two responses share one. Keyed by the raw response, which both
 * see, whichever runs first.
 */
export function scriptNonce(res: ServerResponse): string {
  let nonce = nonces.get(res);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(res, nonce);
  }
  return nonce;
}
