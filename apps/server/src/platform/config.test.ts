import { mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const KEY_HEX = 'ab'.repeat(32);
const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'gb-config-'));

describe('loadConfig', () => {
  it('works with no settings at all (embedded defaults) and keeps its generated secret', () => {
    const dir = dataDir();
    const a = loadConfig({ DATA_DIR: dir });
    expect(a).toMatchObject({ port: 3000, databaseUrl: undefined, serveWeb: true, publicUrl: 'http://localhost:3000' });
    expect(a.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(a.sessionSecret);
  });

  it('explains every bad value in one message', () => {
    const run = () =>
      loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/PORT: PORT must be a number/);
    expect(run).toThrow(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//);
    expect(run).toThrow(/SMTP_URL must start with smtp:\/\/ or smtps:\/\//);
  });

  it('refuses production against PostgreSQL without SESSION_SECRET', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', DATABASE_URL: 'postgres://db/gigbazaar' }),
    ).toThrow(/SESSION_SECRET must be set/);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/gigbazaar',
        SESSION_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://mail.example.in:587',
        PAYOUT_ENCRYPTION_KEY: KEY_HEX,
      }).sessionSecret,
    ).toBe('x'.repeat(40));
  });

  it('refuses production against PostgreSQL without SMTP_URL, naming SMTP_URL', () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/gigbazaar',
      SESSION_SECRET: 'x'.repeat(40),
      PAYOUT_ENCRYPTION_KEY: KEY_HEX,
    };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL must be set/);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://u:p@mail.example.in:587' }).smtpUrl).toBe(
      'smtp://u:p@mail.example.in:587',
    );
    // The embedded install (e2e, `npm start`) and development keep the dev mailbox.
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('refuses production against PostgreSQL without PAYOUT_ENCRYPTION_KEY, and a key that is not 32 bytes', () => {
    const production = {
      DATA_DIR: dataDir(),
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/gigbazaar',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example.in:587',
    };
    expect(() => loadConfig(production)).toThrow(/PAYOUT_ENCRYPTION_KEY must be set/);
    expect(() => loadConfig({ ...production, PAYOUT_ENCRYPTION_KEY: 'short' })).toThrow(
      /PAYOUT_ENCRYPTION_KEY must be 32 random bytes/,
    );
    expect(() => loadConfig({ ...production, PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(31) })).toThrow(ConfigError);
    expect(loadConfig({ ...production, PAYOUT_ENCRYPTION_KEY: KEY_HEX }).payoutEncryptionKey).toEqual(
      Buffer.alloc(32, 0xab),
    );
    const base64 = Buffer.alloc(32, 5).toString('base64');
    expect(loadConfig({ ...production, PAYOUT_ENCRYPTION_KEY: base64 }).payoutEncryptionKey).toEqual(
      Buffer.alloc(32, 5),
    );
  });

  it('generates the payout key into DATA_DIR on the embedded install, readable by its owner only, and keeps it', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).payoutEncryptionKey;
    expect(first.length).toBe(32);
    expect(statSync(path.join(dir, 'payout-encryption-key')).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dir }).payoutEncryptionKey).toEqual(first);
  });

  it('refuses ADMIN_USERNAMES: admin is an account flag granted with `npm run admin`', () => {
    const run = () => loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAMES: 'aarav' });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/ADMIN_USERNAMES is no longer supported.*npm run admin -- promote/);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_USERNAMES: ' ' })).not.toHaveProperty('adminUsernames');
  });

  it('trusts no proxy by default and reads TRUST_PROXY as a flag, a hop count or addresses', () => {
    const trust = (TRUST_PROXY?: string) => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.0/8, 192.168.1.7,::1, loopback')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'loopback']);
    expect(() => trust('yes please')).toThrow(/TRUST_PROXY must be false, true, a number of proxy hops/);
    expect(() => trust('10.0.0.0/33')).toThrow(ConfigError);
  });

  it('drains for a few seconds on shutdown in production and briefly elsewhere, unless SHUTDOWN_DRAIN_MS says', () => {
    const dir = dataDir();
    const prod = { DATA_DIR: dir, NODE_ENV: 'production' } as const;
    expect(loadConfig(prod).shutdownDrainMs).toBe(5_000);
    expect(loadConfig({ DATA_DIR: dir }).shutdownDrainMs).toBe(250);
    expect(loadConfig({ ...prod, SHUTDOWN_DRAIN_MS: '12000' }).shutdownDrainMs).toBe(12_000);
    expect(() => loadConfig({ DATA_DIR: dir, SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(
      /SHUTDOWN_DRAIN_MS must be a number/,
    );
  });
});
