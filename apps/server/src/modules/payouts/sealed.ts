import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for sellers' bank account numbers and PANs at rest (docs/decisions/019). A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url: a fresh 96-bit IV per value, the 128-bit tag authenticating it, and
 * the owner and field bound in as associated data, so a value copied onto another seller's row (or into the PAN
 * column) fails to open instead of paying someone else. `v1` names the key generation for a later rotation.
 */
const VERSION = 'v1';

const aad = (userId: string, field: string) => Buffer.from(`${field}:${userId}`, 'utf8');

export function seal(key: Buffer, userId: string, field: 'account' | 'pan', plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(userId, field));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** Opens a sealed value; throws when the key, the owner, the field or a single bit differs. */
export function open(key: Buffer, userId: string, field: 'account' | 'pan', sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed payout value');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(aad(userId, field));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
