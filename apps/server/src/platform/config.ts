import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { SANDBOX_KEY_ID } from '@gigbazaar/shared/constants';
import { S3_ENV, s3ConfigFrom, type S3Config } from './s3-config';

const optionalUrl = (name: string, protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `${name} must start with ${protocols.join(' or ')}`,
    });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'PORT must be a number' }).int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres://', 'postgresql://']),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'DATABASE_POOL_SIZE must be a number of connections' })
    .int()
    .min(1)
    .max(500)
    .default(20),
  REDIS_URL: optionalUrl('REDIS_URL', ['redis://', 'rediss://']),
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp://', 'smtps://']),
  MAIL_FROM: z.string().default('GigBazaar <no-reply@gigbazaar.in>'),
  PUBLIC_URL: optionalUrl('PUBLIC_URL', ['http://', 'https://']),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, {
      message: 'SESSION_SECRET must be at least 32 characters long',
    }),
  ADMIN_USERNAMES: z.string().default(''),
  TRUST_PROXY: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  SERVE_WEB: z.enum(['true', 'false']).default('true'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number({ error: 'RATE_LIMIT_PER_MINUTE must be a number' }).int().min(1).default(600),
  ...S3_ENV,
  RAZORPAY_KEY_ID: z.string().trim().optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().optional(),
  RAZORPAY_API_URL: optionalUrl('RAZORPAY_API_URL', ['http://', 'https://']),
  SANDBOX_KEY_SECRET: z.string().trim().optional(),
  PAYOUT_ENCRYPTION_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || parseEncryptionKey(v) !== undefined, {
      message: 'PAYOUT_ENCRYPTION_KEY must be 32 random bytes, written as 64 hex digits or in base64',
    }),
  SHUTDOWN_DRAIN_MS: z.coerce
    .number({ error: 'SHUTDOWN_DRAIN_MS must be a number of milliseconds' })
    .int()
    .min(0)
    .max(600_000)
    .optional(),
  WATCHDOG_STALL_MS: z.coerce
    .number({ error: 'WATCHDOG_STALL_MS must be a number of milliseconds' })
    .int()
    .min(1_000)
    .max(600_000)
    .default(30_000),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Unset means the embedded PGlite database under dataDir; 'memory://' is an in-memory PGlite (tests). */
  databaseUrl?: string;
  /** PostgreSQL connections each API process keeps at most (payments hold one per transaction). */
  databasePoolSize: number;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  sessionSecret: string;
  logLevel: string;
  seedDemoData: 'auto' | 'true' | 'false';
  /** Serve the built web app (server rendering); off in API tests and in `npm run dev`, where Vite serves it. */
  serveWeb: boolean;
  /** Set in tests to skip the per-IP HTTP rate limit, which would otherwise make one test's traffic fail another's. */
  httpRateLimit: boolean;
  /** API calls per client IP per minute (the coarse flood ceiling). */
  httpRateLimitPerMinute: number;
  /** Uploads in an S3-compatible bucket; unset means the folder DATA_DIR/uploads. */
  s3?: S3Config;
  /** After SIGTERM/SIGINT: how long to keep answering (readiness already 503) before closing. */
  shutdownDrainMs: number;
  /** The watchdog ends a process whose main thread has not answered its heartbeat for this long (30 s). */
  watchdogStallMs: number;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`): false (default) takes the client IP from
   * the socket; a hop count, or the proxies' addresses/CIDRs, for a deployment behind a load balancer.
   */
  trustProxy: TrustProxy;
  payments: PaymentsConfig;
  /**
   * The AES-256-GCM key sealing sellers' bank account numbers and PANs at rest (docs/decisions/019): 32 bytes from
   * PAYOUT_ENCRYPTION_KEY, or on the embedded install one generated beside the database.
   */
  payoutEncryptionKey: Buffer;
}

/**
 * The payment gateway (docs/decisions/012). `sandbox` (no keys) is a local gateway speaking Razorpay's protocol;
 * `razorpay` is chosen when both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set.
 */
export interface PaymentsConfig {
  provider: 'sandbox' | 'razorpay';
  keyId: string;
  /** Signs checkout answers (order_id|payment_id): Razorpay's key secret, or the sandbox's own. */
  keySecret: string;
  /** Signs webhook bodies; unset with Razorpay means webhooks are refused (the browser's confirm still works). */
  webhookSecret?: string;
  /** Razorpay's HTTP API (tests point it at a local stand-in). */
  apiUrl: string;
}

export type TrustProxy = boolean | number | string[];

/** The form Fastify's `trustProxy` option takes: a hop count becomes "trust the first n hops" (as Express does). */
export const fastifyTrustProxy = (value: TrustProxy) =>
  typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY: `false`/empty, `true`, a hop count, or comma-separated addresses, CIDRs or proxy-addr keywords. */
export function parseTrustProxy(raw: string): TrustProxy | { error: string } {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const valid = (entry: string) => {
    if (PROXY_KEYWORDS.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length) return false;
    if (bits === undefined) return true;
    const n = Number(bits);
    return /^\d{1,3}$/.test(bits) && n <= (family === 4 ? 32 : 128);
  };
  const bad = entries.find((e) => !valid(e));
  if (bad !== undefined) {
    return {
      error: `TRUST_PROXY must be false, true, a number of proxy hops, or comma-separated proxy addresses/CIDRs ("${bad}" is none of these)`,
    };
  }
  return entries;
}

export class ConfigError extends Error {}

/** Reads the environment once at start-up and fails with sentences, not a stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'environment'}: ${i.message}`);
    throw new ConfigError(`GigBazaar cannot start; fix these settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const usesExternalServices = Boolean(e.DATABASE_URL);
  if (e.NODE_ENV === 'production' && usesExternalServices && !e.SESSION_SECRET) {
    throw new ConfigError(
      'GigBazaar cannot start: SESSION_SECRET must be set (32+ random characters) when running in production against DATABASE_URL.',
    );
  }
  const storage = s3ConfigFrom(e);
  if (storage.problem) throw new ConfigError(`GigBazaar cannot start: ${storage.problem}`);
  // A real deployment must deliver its one-time codes by mail: the dev mailbox is only for the embedded setup.
  if (e.NODE_ENV === 'production' && usesExternalServices && !e.SMTP_URL) {
    throw new ConfigError(
      'GigBazaar cannot start: SMTP_URL must be set (smtp://user:pass@host:587) when running in production against DATABASE_URL, so that one-time codes are e-mailed instead of kept in the dev mailbox.',
    );
  }
  // Admin used to follow a username listed here, so whoever took that name became an admin.
  if (e.ADMIN_USERNAMES.trim()) {
    throw new ConfigError(
      'GigBazaar cannot start: ADMIN_USERNAMES is no longer supported, because admin rights must not follow a username. Remove it and grant admin with `npm run admin -- promote <username>`.',
    );
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'object' && !Array.isArray(trustProxy)) {
    throw new ConfigError(`GigBazaar cannot start; fix these settings:\n  - TRUST_PROXY: ${trustProxy.error}`);
  }
  // Losing this key loses every seller's bank details, and a key generated on one server is unknown to the next:
  // a deployment must set it (and keep it in its secret store), as it does SESSION_SECRET.
  if (e.NODE_ENV === 'production' && usesExternalServices && !e.PAYOUT_ENCRYPTION_KEY) {
    throw new ConfigError(
      "GigBazaar cannot start: PAYOUT_ENCRYPTION_KEY must be set (32 random bytes as 64 hex digits or base64, e.g. `openssl rand -base64 32`) when running in production against DATABASE_URL, because it encrypts sellers' bank account numbers and PANs.",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const payments = paymentsConfig(e, dataDir);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? localSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    serveWeb: e.SERVE_WEB === 'true',
    httpRateLimit: true,
    httpRateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    s3: storage.s3,
    // Long enough in production for a load balancer's readiness probe to notice; short where nobody balances.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5_000 : 250),
    watchdogStallMs: e.WATCHDOG_STALL_MS,
    trustProxy,
    payments,
    payoutEncryptionKey: e.PAYOUT_ENCRYPTION_KEY
      ? parseEncryptionKey(e.PAYOUT_ENCRYPTION_KEY)!
      : parseEncryptionKey(localSecret(dataDir, 'payout-encryption-key'))!,
  };
}

/** A 32-byte key written as 64 hex digits or as base64 (either alphabet); anything else is undefined. */
export function parseEncryptionKey(text: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[\w+/-]{43}=?$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === 32 ? key : undefined;
}

function paymentsConfig(e: z.infer<typeof ZEnv>, dataDir: string): PaymentsConfig {
  const apiUrl = (e.RAZORPAY_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, '');
  if (Boolean(e.RAZORPAY_KEY_ID) !== Boolean(e.RAZORPAY_KEY_SECRET)) {
    throw new ConfigError(
      'GigBazaar cannot start: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET to take payments through Razorpay, or neither to use the sandbox gateway.',
    );
  }
  if (e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET) {
    return {
      provider: 'razorpay',
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET || undefined,
      apiUrl,
    };
  }
  // The sandbox's secrets are random per installation (kept beside the database) unless given, so nobody can
  // forge a sandbox payment on someone else's install from the public source code.
  return {
    provider: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    keySecret: e.SANDBOX_KEY_SECRET || localSecret(dataDir, 'sandbox-secret'),
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET || localSecret(dataDir, 'sandbox-webhook-secret'),
    apiUrl,
  };
}

/** The embedded install keeps a random secret beside its database, so `npm start` needs no keys. */
function localSecret(dataDir: string, name = 'secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** A config for tests: in-memory database unless DATABASE_URL/REDIS_URL come from the environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: path.resolve('.data/test'),
    databaseUrl: 'memory://',
    databasePoolSize: 10,
    redisUrl: process.env.REDIS_URL || undefined,
    smtpUrl: undefined,
    mailFrom: 'GigBazaar <no-reply@gigbazaar.test>',
    publicUrl: 'http://localhost:3000',
    sessionSecret: 'test-secret-test-secret-test-secret-0123',
    logLevel: 'silent',
    seedDemoData: 'false',
    serveWeb: false,
    httpRateLimit: false,
    httpRateLimitPerMinute: 600,
    shutdownDrainMs: 0,
    watchdogStallMs: 30_000,
    trustProxy: false,
    payments: {
      provider: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      keySecret: 'sandbox-test-secret',
      webhookSecret: 'webhook-test-secret',
      apiUrl: 'http://127.0.0.1:9',
    },
    payoutEncryptionKey: Buffer.alloc(32, 7),
    ...overrides,
  };
}
