import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library defaults (m=19 MiB, t=2, p=1): about 16 ms a hash on these machines. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 /* Argon2id */ });
export const verifyPassword = async (hashed: string, password: string) => {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
};

/** A hash to compare against when the user does not exist, so a wrong username costs as much as a wrong password. */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

export const newToken = () => randomBytes(32).toString('base64url');

/** Keyed hash for tokens and one-time codes: without SESSION_SECRET a stolen table is useless. */
export const keyedHash = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

export const newOtp = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');
